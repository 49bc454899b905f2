// The jsdom set-up every React package of Nada tests with: jest-dom matchers, a clean document for
// each test, and the browser APIs jsdom lacks. Packages load it through `jsdomTestConfig`
// (`@nada/ui/testing/vitest-config`), which lists this file itself among Vitest's set-up files.
import '@testing-library/jest-dom/vitest';
import {cleanup} from '@testing-library/react';
import {afterAll, afterEach, vi} from 'vitest';

// The files of a worker share one document (`isolate: false`), so each test leaves it as loaded:
// nothing mounted, no attribute a component set on <html> or <body> (theme, language, a modal's
// pointer-events and scroll lock), no style it injected, empty storage and real timers.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  localStorage.clear();
  sessionStorage.clear();
});
// Spies are restored by Vitest after each file; globals a file stubbed are restored here.
afterAll(() => {
  vi.unstubAllGlobals();
});

// jsdom lacks these browser APIs that Radix primitives and the theme provider use.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
