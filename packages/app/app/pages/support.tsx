import {FaqSearch, supportPageMessages as m, useSupportFaq} from '@nada/support';
import {useAtomValue} from 'jotai';
import {Suspense, lazy} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link} from 'react-router';
import {PageHeader} from '../components/PageHeader';
import {PageMessages} from '../components/PageMessages';
import {catalogPlan, planFigures} from '@nada/pricing-table';
import type {PlanCatalog} from '../content/planCatalog';
import {getPlanCatalog} from '../content/plansApi';
import {pageMessagesFor} from '../i18n.server';
import {pageMessages} from '../pageMessages';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import {sessionStatusAtom} from '../state/session';
import {apiFetchContext} from '../security/requestContext.server';
import type {Route} from './+types/support';
import './support.css';

export const meta = (args: Route.MetaArgs) => pageMeta(args);

// The contact form, its bot check and the tickets load once the visitor is signed in: a guest's
// page carries only the FAQ (scripts/js-budget.mjs).
const SupportTickets = lazy(() => import('../support/SupportTickets'));

// The FAQ's figures come from the plan catalogue on each render, so they say what the API enforces.
export async function loader({request, context}: Route.LoaderArgs) {
  return {
    messages: pageMessagesFor(request, 'support'),
    plans: await getPlanCatalog(context.get(apiFetchContext)),
  };
}

/** The contact form and tickets once signed in; a sign-in link for guests. */
function SignedInPart() {
  const session = useAtomValue(sessionStatusAtom);
  // The page's locale from its messages (not authPages' helper, which brings the sign-in code along).
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
  // Until the browser knows the session, the page says it is still loading (screenshots wait for it).
  const loading = <div data-page-loading aria-busy="true" />;
  if (session === 'signed-in') {
    return (
      <Suspense fallback={loading}>
        <SupportTickets />
      </Suspense>
    );
  }
  if (session === 'unknown') return loading;
  const support = localePath('support', locale);
  return (
    <section className="page-support__section" aria-labelledby="support-contact">
      <h2 id="support-contact">
        <FormattedMessage {...m.contactHeading} />
      </h2>
      <p>
        <FormattedMessage
          {...m.contactSignedOut}
          values={{
            loginLink: (text) => (
              <Link to={`${localePath('login', locale)}?redirect=${encodeURIComponent(support)}`}>
                {text}
              </Link>
            ),
          }}
        />
      </p>
    </section>
  );
}

function SupportContent({plans}: {plans: PlanCatalog}) {
  const figures = (id: 'free' | 'plus' | 'pro') => planFigures(catalogPlan(plans, id));
  const faq = useSupportFaq({free: figures('free'), plus: figures('plus'), pro: figures('pro')});
  return (
    <section className="app-page page-support" data-route="support" aria-labelledby="page-support-title">
      <PageHeader
        titleId="page-support-title"
        title={<FormattedMessage {...pageMessages.support.title} />}
        lead={<FormattedMessage {...m.lead} />}
      />
      <section className="page-support__section" aria-labelledby="support-faq">
        <h2 id="support-faq">
          <FormattedMessage {...m.faqHeading} />
        </h2>
        <FaqSearch entries={faq} />
      </section>
      <SignedInPart />
    </section>
  );
}

/** `/support`: the FAQ for everyone; the contact form and the tickets once signed in. */
export default function SupportPage({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <SupportContent plans={loaderData.plans} />
    </PageMessages>
  );
}
