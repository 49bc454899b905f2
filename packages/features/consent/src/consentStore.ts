import {consentCookie, consentFromCookie, type ConsentDecision, type ConsentState} from './consent';

const listeners = new Set<() => void>();

/** Calls `listener` whenever this page stores a new decision; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The decision in the browser's consent cookie. */
export function readConsent(): ConsentState {
  return consentFromCookie(document.cookie);
}

/** What the server (or a prerendered page) knows of the decision: nothing, it is read in the browser. */
export function readServerConsent(): 'unknown' {
  return 'unknown';
}

/** Stores a decision in the consent cookie and tells the subscribers. */
export function storeConsent(decision: ConsentDecision): void {
  document.cookie = consentCookie(decision);
  for (const listener of listeners) listener();
}
