/** Size of the Google sign-in popup, in CSS pixels. */
export const GOOGLE_POPUP_SIZE = {width: 500, height: 600} as const;

/** Screens narrower than this (CSS pixels) sign in with Google by redirect: a popup would cover them. */
export const REDIRECT_BELOW_WIDTH = 640;

/** What {@link preferRedirect} decides from. */
export interface PreferRedirectInput {
  /** Width of the viewport in CSS pixels (`window.innerWidth`). */
  width: number;
  /** Whether an earlier popup was blocked (`auth/popup-blocked`). @default false */
  popupBlocked?: boolean;
}

/** Whether Google sign-in should go by redirect instead of a popup: on small screens or when popups are blocked. */
export function preferRedirect({width, popupBlocked = false}: PreferRedirectInput): boolean {
  return popupBlocked || width < REDIRECT_BELOW_WIDTH;
}
