/** A page's address as React Router's location gives it. */
export interface PageLocation {
  pathname: string;
  search: string;
}

const BASE = 'http://nada.invalid';

/** Whether `target` (a path with its query, as the mini-player opens) is the page at `location`. */
export function isCurrentPage(target: string, location: PageLocation): boolean {
  const wanted = new URL(target, BASE);
  const here = new URL(`${location.pathname}${location.search}`, BASE);
  const query = (url: URL) => [...url.searchParams].map((pair) => pair.join('=')).sort();
  return (
    wanted.pathname.replace(/(.)\/$/, '$1') === here.pathname.replace(/(.)\/$/, '$1') &&
    query(wanted).join('&') === query(here).join('&')
  );
}

/**
 * Shows what the page marks as playing (`[data-now-playing]`, the row of a playlist's song): scrolled
 * into view, and focused when it takes focus. False when the page marks nothing.
 */
export function revealNowPlaying(root: ParentNode = document): boolean {
  const element = root.querySelector<HTMLElement>('[data-now-playing]');
  if (!element) return false;
  element.scrollIntoView({block: 'center'});
  if (element.hasAttribute('tabindex')) element.focus({preventScroll: true});
  return true;
}

/**
 * Opens the page of what plays (`target`, from the mini-player): on that page already, it shows the
 * row playing there instead, since navigating to the page shown changes nothing to see (issue 42).
 */
export function openNowPlaying(
  target: string,
  location: PageLocation,
  navigate: (to: string) => void,
  root: ParentNode = document,
): void {
  if (isCurrentPage(target, location) && revealNowPlaying(root)) return;
  navigate(target);
}
