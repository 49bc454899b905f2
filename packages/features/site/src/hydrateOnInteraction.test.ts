// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {
  DEFERRED_PRELOAD_REL,
  DEFERRED_SCRIPT_TYPE,
  hydrateOnInteraction,
  markHydrated,
  startHydration,
} from './hydrateOnInteraction';

// A page as deferredHydration.server.ts sends it: React Router's preload and module script held back.
function heldBackPage() {
  document.head.innerHTML = `<link rel="${DEFERRED_PRELOAD_REL}" href="/assets/entry.client.js">`;
  document.body.innerHTML = `<main>
      <a href="/en/about">About</a>
      <button type="button" id="play">Play</button>
      <span role="slider" tabindex="0" id="tempo"></span>
    </main>
    <script type="${DEFERRED_SCRIPT_TYPE}" async="">import("/assets/entry.client.js");</script>`;
  element('script').nonce = 'n0nce';
}

/** The page's first element matching a selector (the test's page has each). */
function element<E extends Element = HTMLElement>(selector: string): E {
  const found = document.querySelector<E>(selector);
  if (!found) throw new Error(`no ${selector} on the page`);
  return found;
}

/** What the app's root layout does once React has hydrated (useHydratedMarker): marks the document. */
async function hydrate() {
  markHydrated();
  // The MutationObserver's records arrive in a microtask.
  await Promise.resolve();
}

const started = () => [...document.head.querySelectorAll('script[type="module"]')];
const button = () => element('#play');

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  document.documentElement.removeAttribute('data-hydrated');
});

describe('hydrateOnInteraction', () => {
  it('holds React back until a control is used, and does not start for a link', () => {
    heldBackPage();
    stop = hydrateOnInteraction();
    element('a').dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
    expect(started()).toHaveLength(0);
    button().dispatchEvent(new FocusEvent('focusin', {bubbles: true}));
    const [script] = started() as HTMLScriptElement[];
    expect(script?.textContent).toBe('import("/assets/entry.client.js");');
    expect(script?.nonce).toBe('n0nce');
    expect(element<HTMLLinkElement>('link').rel).toBe('modulepreload');
  });

  it('runs the held script once', () => {
    heldBackPage();
    expect(startHydration()).toBe(true);
    expect(startHydration()).toBe(false);
    expect(started()).toHaveLength(1);
  });

  it('keeps the click that started it, busy, and gives it again once React has hydrated', async () => {
    heldBackPage();
    stop = hydrateOnInteraction();
    const clicks: boolean[] = [];
    button().addEventListener('click', (event) => clicks.push(event.defaultPrevented));
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1});
    button().dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, pointerType: 'touch'}));
    button().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(button().getAttribute('aria-busy')).toBe('true');
    expect(started()).toHaveLength(1);
    await hydrate();
    expect(button().hasAttribute('aria-busy')).toBe(false);
    // The visitor's click, held back (its default prevented), then the one given again.
    expect(clicks).toEqual([true, false]);
  });

  it('gives a click made with the keyboard again as that key, then as the click it makes', async () => {
    heldBackPage();
    stop = hydrateOnInteraction();
    const seen: string[] = [];
    button().addEventListener('keydown', (event) => seen.push(`keydown ${event.key}`));
    button().addEventListener('click', () => seen.push('click'));
    button().dispatchEvent(new KeyboardEvent('keydown', {bubbles: true, key: ' '}));
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, detail: 0});
    button().dispatchEvent(click);
    seen.length = 0;
    await hydrate();
    expect(seen).toEqual(['keydown  ', 'click']);
  });

  it('replays nothing for a drag on a slider, and nothing after it has stopped', async () => {
    heldBackPage();
    stop = hydrateOnInteraction();
    const slider = element('#tempo');
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1});
    slider.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    slider.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(started()).toHaveLength(1);
    await hydrate();
    const late = new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1});
    button().dispatchEvent(late);
    expect(late.defaultPrevented).toBe(false);
  });

  it('starts at once when asked (a consent banner needs React)', () => {
    heldBackPage();
    stop = hydrateOnInteraction({immediately: true});
    expect(started()).toHaveLength(1);
  });
});
