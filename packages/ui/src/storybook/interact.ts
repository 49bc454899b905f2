// Story helpers that put a story in a state a person reaches by clicking or typing, for the stories of
// @nada/ui and the feature packages (`@nada/ui/storybook`); never imported by a component.

/** Waits for the first element matching a selector (dialogs and menus render in a portal). */
async function find<T extends HTMLElement>(selector: string): Promise<T | null> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const element = document.querySelector<T>(selector);
    if (element) return element;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
}

/** Clicks the first element matching a selector. */
export async function click(selector: string): Promise<void> {
  (await find(selector))?.click();
}

/** Types into a React-controlled input, as a person would. */
export async function typeText(selector: string, text: string): Promise<void> {
  const input = await find<HTMLInputElement>(selector);
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/** Presses keys on an element (focused first), one keydown each. */
export async function press(selector: string, keys: readonly string[]): Promise<void> {
  const element = await find(selector);
  if (!element) return;
  element.focus();
  for (const key of keys) {
    element.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, cancelable: true}));
    await new Promise((resolve) => setTimeout(resolve, 30));
  }
}
