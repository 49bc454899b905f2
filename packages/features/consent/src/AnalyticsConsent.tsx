import {
  Suspense,
  createContext,
  lazy,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type {ReactNode} from 'react';
import type {ConsentDecision, ConsentState} from './consent';
import {applyConsent, consentBannerMode, recordConsent} from './consentFlow';
import {readConsent, readServerConsent, subscribeConsent} from './consentStore';
import type {ConsentLinkOptions} from './types';

// The banner is shown only in the browser, and only where analytics is configured: its code (and
// its styles) load then, not with every page.
const ConsentBanner = lazy(() =>
  import('./ConsentBanner').then((module) => ({default: module.ConsentBanner})),
);

/** What {@link useAnalyticsConsent} returns. */
export interface AnalyticsConsentValue {
  /** Whether an analytics id is configured; without one nothing is asked and nothing is loaded. */
  configured: boolean;
  /** The visitor's decision; `'unknown'` until the page runs in the browser. */
  consent: ConsentState | 'unknown';
  /** Shows the choice again; focus returns to `opener` once the visitor has answered. */
  openSettings: (opener?: HTMLElement | null) => void;
}

const AnalyticsConsentContext = createContext<AnalyticsConsentValue>({
  configured: false,
  consent: 'unknown',
  openSettings: () => {},
});

/** Props of {@link AnalyticsConsent}. */
export interface AnalyticsConsentProps extends ConsentLinkOptions {
  /** The Google Tag Manager container id from the server's configuration, if any. */
  analyticsId: string | null | undefined;
  children: ReactNode;
}

/**
 * Asks for consent to analytics when an id is configured, and loads the tag manager only once
 * it is granted. The decision is read from a cookie in the browser, never in the server HTML, so
 * prerendered pages serve every visitor alike.
 */
export function AnalyticsConsent({
  analyticsId,
  privacyPolicyHref,
  linkComponent,
  children,
}: AnalyticsConsentProps) {
  const consent = useSyncExternalStore(subscribeConsent, readConsent, readServerConsent);
  const [reopened, setReopened] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const configured = Boolean(analyticsId);

  useEffect(() => applyConsent(analyticsId, consent), [analyticsId, consent]);

  const openSettings = useCallback((from?: HTMLElement | null) => {
    opener.current = from ?? null;
    setWithdrawn(false);
    setReopened(true);
  }, []);

  const close = useCallback(() => {
    setReopened(false);
    setWithdrawn(false);
    if (opener.current?.isConnected) opener.current.focus();
    opener.current = null;
  }, []);

  const decide = useCallback(
    (decision: ConsentDecision) => {
      if (recordConsent(decision, consent)) setWithdrawn(true);
      else close();
    },
    [consent, close],
  );

  const value = useMemo(() => ({configured, consent, openSettings}), [configured, consent, openSettings]);

  const mode = consentBannerMode(analyticsId, consent, {reopened, withdrawn});

  return (
    <AnalyticsConsentContext.Provider value={value}>
      {mode && (
        <Suspense fallback={null}>
          <ConsentBanner
            mode={mode}
            takeFocus={reopened || withdrawn}
            onAccept={() => decide('granted')}
            onDecline={() => decide('denied')}
            onClose={close}
            onReload={() => window.location.reload()}
            privacyPolicyHref={privacyPolicyHref}
            linkComponent={linkComponent}
          />
        </Suspense>
      )}
      {children}
    </AnalyticsConsentContext.Provider>
  );
}

/** The analytics consent of this visitor, and a way to reopen the choice (the footer uses it). */
export function useAnalyticsConsent(): AnalyticsConsentValue {
  return useContext(AnalyticsConsentContext);
}
