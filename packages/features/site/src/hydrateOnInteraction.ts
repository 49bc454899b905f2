// The browser's half of the pages the app hydrates on the first interaction (`hydrate:
// 'on-interaction'` in its route table): the server sends React Router's scripts held back
// (deferredHydration.server.ts rewrites them as the document streams out), and this starts them on
// the visitor's first interaction with a control. The click that started it is not lost: the control
// says it is working (aria-busy) until React has hydrated, and the same click (or key) is then given
// again to the same element, where React's handler answers. No React and no framework: it is part of
// the app's few-kilobyte script for those pages (`@nada/site/hydrate-on-interaction`, never the index).

/** The `rel` React Router's module preloads carry while held back: no browser fetches it. */
export const DEFERRED_PRELOAD_REL = 'nada-deferred-modulepreload';

/** The `type` of React Router's module script while held back: a data block, which does not run. */
export const DEFERRED_SCRIPT_TYPE = 'nada/on-interaction';

/** The attribute on `<html>` that says React has hydrated the page ({@link markHydrated}). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated it (`<html data-hydrated>`): a click before that has no
 * handler yet, so {@link hydrateOnInteraction} gives the held-back click again then, and tests wait
 * for the mark instead of for the network to go quiet.
 */
export function markHydrated(doc: Document = document): void {
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/** What counts as one of the page's controls: using one brings React. Links stay plain links. */
const CONTROLS = [
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'label',
  '[role="button"]',
  '[role="tab"]',
  '[role="combobox"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="slider"]',
  '[contenteditable="true"]',
].join(', ');

/** Controls whose use is a drag, not a click: React is loaded, nothing is replayed. */
const DRAGGED = '[role="slider"], input[type="range"]';

/** The keys that click a focused button. */
const CLICK_KEYS = new Set(['Enter', ' ']);

/** A click held back until React has hydrated: on which element, and by pointer or key. */
interface PendingClick {
  element: HTMLElement;
  pointerType: string | null;
  key: string | null;
}

function controlOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(CONTROLS) : null;
}

/**
 * Starts React on a page whose scripts the server held back: the module preloads become preloads
 * again and React Router's module script runs (a copy: a script element runs once, where it was
 * parsed), with the page's nonce. Returns false when the page has no held-back script (done already,
 * or a page hydrated at load).
 */
export function startHydration(doc: Document = document, onError?: () => void): boolean {
  const held = doc.querySelector<HTMLScriptElement>(`script[type="${DEFERRED_SCRIPT_TYPE}"]`);
  if (!held || held.dataset.started !== undefined) return false;
  // Left in place, as React hydrates it (its text does not run again); marked, so it runs once.
  held.dataset.started = '';
  for (const link of doc.querySelectorAll<HTMLLinkElement>(`link[rel="${DEFERRED_PRELOAD_REL}"]`))
    link.rel = 'modulepreload';
  const script = doc.createElement('script');
  script.type = 'module';
  script.nonce = held.nonce;
  script.textContent = held.textContent;
  // A module that fails to load fires `error` on the script that imports it.
  if (onError) script.addEventListener('error', onError);
  doc.head.append(script);
  return true;
}

/** Gives a held-back click again to its element, now that React listens: the events a user's would make. */
export function replayClick({element, pointerType, key}: PendingClick): void {
  if (!element.isConnected) return;
  const win = element.ownerDocument.defaultView ?? window;
  if (key !== null) {
    const init = {key, bubbles: true, cancelable: true, composed: true};
    const allowed = element.dispatchEvent(new win.KeyboardEvent('keydown', init));
    element.dispatchEvent(new win.KeyboardEvent('keyup', init));
    // A control that took the key itself (a select opens on Enter) gets no click on top.
    if (allowed) element.click();
    return;
  }
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    buttons: 1,
    pointerId: 1,
    isPrimary: true,
    pointerType: pointerType ?? 'mouse',
  };
  const PointerEventClass = win.PointerEvent ?? win.MouseEvent;
  element.dispatchEvent(new PointerEventClass('pointerdown', init));
  element.dispatchEvent(new win.MouseEvent('mousedown', init));
  element.dispatchEvent(new PointerEventClass('pointerup', {...init, buttons: 0}));
  element.dispatchEvent(new win.MouseEvent('mouseup', {...init, buttons: 0}));
  element.click();
}

/** Options of {@link hydrateOnInteraction}. */
export interface HydrateOnInteractionOptions {
  /** The document. @default document */
  doc?: Document;
  /** Starts React at once instead (a page whose consent banner needs React). @default false */
  immediately?: boolean;
}

/**
 * Waits for the visitor's first interaction with one of the page's controls (pointerdown, keydown or
 * focus) to start React, and keeps the click that follows: until `<html data-hydrated>`
 * ({@link markHydrated}, once React has hydrated) says so, a click on a control is held back, the control is marked
 * `aria-busy="true"`, and the click is then given again (see {@link replayClick}); a later click
 * replaces an earlier one. A drag on a slider only starts React. Returns the removal of its listeners.
 */
export function hydrateOnInteraction({
  doc = document,
  immediately = false,
}: HydrateOnInteractionOptions = {}) {
  const root = doc.documentElement;
  let pending: PendingClick | null = null;
  let pointerType: string | null = null;
  let key: string | null = null;
  let started = false;

  const release = () => {
    pending?.element.removeAttribute('aria-busy');
    pending = null;
  };
  const start = () => {
    if (started) return;
    started = true;
    // Nothing to run (a page that loaded its scripts after all): hold nothing back either.
    if (!startHydration(doc, release)) stop();
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!controlOf(event.target)) return;
    pointerType = event.pointerType || 'mouse';
    start();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!controlOf(event.target)) return;
    if (CLICK_KEYS.has(event.key)) key = event.key;
    start();
  };
  const onFocusIn = (event: FocusEvent) => {
    if (controlOf(event.target)) start();
  };
  const onClick = (event: MouseEvent) => {
    const control = controlOf(event.target);
    if (!control || control.matches(DRAGGED)) return;
    // Before React listens, a button does nothing and a form would leave the page: hold it back.
    event.preventDefault();
    release();
    control.setAttribute('aria-busy', 'true');
    // A click a key made has no detail (no pointer pressed).
    pending =
      event.detail === 0
        ? {element: control, pointerType: null, key: key ?? 'Enter'}
        : {element: control, pointerType, key: null};
    start();
  };
  const observer = new (doc.defaultView ?? window).MutationObserver(() => {
    if (!root.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const click = pending;
    stop();
    if (click) replayClick(click);
  });
  const listeners = [
    ['pointerdown', onPointerDown],
    ['keydown', onKeyDown],
    ['focusin', onFocusIn],
    ['click', onClick],
  ] as const;
  function stop() {
    observer.disconnect();
    release();
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener as EventListener, true);
  }

  for (const [type, listener] of listeners) doc.addEventListener(type, listener as EventListener, true);
  observer.observe(root, {attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE]});
  if (immediately) start();
  return stop;
}
