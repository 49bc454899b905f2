import {shouldAskConsent, shouldLoadTagManager, type ConsentDecision, type ConsentState} from './consent';
import {storeConsent} from './consentStore';
import {insertTagManager, removeTagManager} from './tagManager';

// The consent logic without a framework: the React banner (AnalyticsConsent) and the script of the
// pages sent without React (the app's static page script, through `@nada/consent/flow`) both follow it.

/** What the banner shows: the question, the question again with the current answer, or the end of a withdrawal. */
export type ConsentBannerMode = 'ask' | 'review-granted' | 'review-denied' | 'withdrawn';

/** How the visitor got to the banner: they asked to see it again, or they have just withdrawn consent. */
export interface ConsentBannerRequest {
  reopened: boolean;
  withdrawn: boolean;
}

/**
 * The banner to show, if any: none without an analytics id or before the decision is read in the
 * browser; the question to a visitor who has not answered or who reopened it, and the withdrawal's
 * end right after one.
 */
export function consentBannerMode(
  analyticsId: string | null | undefined,
  consent: ConsentState | 'unknown',
  {reopened, withdrawn}: ConsentBannerRequest,
): ConsentBannerMode | undefined {
  if (!analyticsId || consent === 'unknown') return undefined;
  if (withdrawn) return 'withdrawn';
  if (reopened && consent !== 'undecided') return consent === 'granted' ? 'review-granted' : 'review-denied';
  if (reopened || shouldAskConsent(analyticsId, consent)) return 'ask';
  return undefined;
}

/** Loads the tag manager if the visitor's decision allows it (once; later calls do nothing). */
export function applyConsent(
  analyticsId: string | null | undefined,
  consent: ConsentState | 'unknown',
): void {
  if (analyticsId && consent !== 'unknown' && shouldLoadTagManager(analyticsId, consent)) {
    insertTagManager(analyticsId);
  }
}

/**
 * Stores the visitor's answer; a refusal also removes the tag manager and the analytics cookies.
 * Returns whether it withdrew a consent given before (the banner then says a reload completes it).
 */
export function recordConsent(decision: ConsentDecision, previous: ConsentState | 'unknown'): boolean {
  storeConsent(decision);
  if (decision !== 'denied') return false;
  // Also clears analytics cookies left from an earlier visit or another tab.
  removeTagManager();
  return previous === 'granted';
}
