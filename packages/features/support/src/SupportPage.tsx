import {Suspense, type ReactNode} from 'react';
import {FormattedMessage} from 'react-intl';
import {FaqSearch} from './FaqSearch';
import {supportPageMessages as m} from './pageMessages';
import {useSupportFaq, type SupportFaqPlans} from './useSupportFaq';

/** Whether the visitor is signed in, or not known yet (before the browser knows the session). */
export type SupportSession = 'unknown' | 'signed-in' | 'signed-out';

/** Props of {@link SupportPage}. */
export interface SupportPageProps {
  /** The page's heading and lead, above the FAQ. */
  header: ReactNode;
  /** The plans' figures the FAQ fills in (it is empty until the three are known). */
  plans: SupportFaqPlans;
  /** Whether the visitor is signed in: the contact part depends on it. */
  session: SupportSession;
  /** The contact form and the tickets, shown once signed in (the app loads them only then). */
  tickets: ReactNode;
  /** The sign-in link around its text, shown to a guest (it should come back to this page). */
  signInLink: (text: ReactNode[]) => ReactNode;
}

/**
 * The support page's body: the searchable FAQ for everyone, then the contact form and the tickets
 * once signed in, or a sign-in link for a guest; while the session is unknown, that part says it is
 * loading (screenshots wait for it).
 */
export function SupportPage({header, plans, session, tickets, signInLink}: SupportPageProps) {
  const faq = useSupportFaq(plans);
  const loading = <div data-page-loading aria-busy="true" />;
  return (
    <>
      {header}
      <section className="page-support__section" aria-labelledby="support-faq">
        <h2 id="support-faq">
          <FormattedMessage {...m.faqHeading} />
        </h2>
        <FaqSearch entries={faq} />
      </section>
      {session === 'signed-in' ? (
        <Suspense fallback={loading}>{tickets}</Suspense>
      ) : session === 'unknown' ? (
        loading
      ) : (
        <section className="page-support__section" aria-labelledby="support-contact">
          <h2 id="support-contact">
            <FormattedMessage {...m.contactHeading} />
          </h2>
          <p>
            <FormattedMessage {...m.contactSignedOut} values={{loginLink: signInLink}} />
          </p>
        </section>
      )}
    </>
  );
}
