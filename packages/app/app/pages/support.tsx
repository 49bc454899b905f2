import {SupportPage, supportPageMessages as m} from '@nada/support';
import {useAtomValue} from 'jotai';
import {lazy} from 'react';
import {FormattedMessage, useIntl} from 'react-intl';
import {Link, useRouteLoaderData} from 'react-router';
import {AppPage} from '../components/AppPage';
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {catalogPlan, planFigures} from '@nada/pricing-table';
import {messagesAndPlansLoader} from '../i18n.server';
import {localePath} from '../routing/paths';
import {pageMeta} from '../routing/pageMeta';
import {sessionStatusAtom} from '../state/session';
import type {loader as rootLoader} from '../root';
import type {Route} from './+types/support';
import './support.css';

export const meta = pageMeta;

// The contact form, its bot check and the tickets load once the visitor is signed in: a guest's
// page carries only the FAQ (scripts/js-budget.mjs).
const SupportTickets = lazy(() => import('../support/SupportTickets'));

// The FAQ's figures come from the plan catalogue on each render, so they say what the API enforces.
export const loader = messagesAndPlansLoader('support');

/** `/support`: the FAQ for everyone; the contact form and the tickets once signed in. */
export default function Support({loaderData: {messages, plans}}: Route.ComponentProps) {
  const status = useAtomValue(sessionStatusAtom);
  // A browser without the session hint is a guest's: the server says so at once (the page reaches
  // it without React, `hydrate: false`, so nothing would ever say it later), and so does hydration.
  const hint = useRouteLoaderData<typeof rootLoader>('root')?.sessionHint;
  const session = status === 'unknown' && hint === false ? 'signed-out' : status;
  // The page's locale from its messages (not authPages' helper, which brings the sign-in code along).
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
  const figures = (id: 'free' | 'plus' | 'pro') => planFigures(catalogPlan(plans, id));
  const back = encodeURIComponent(localePath('support', locale));
  return (
    <>
      <AppPage
        route="support"
        className="page-support"
        messages={messages}
        lead={<FormattedMessage {...m.lead} />}
      >
        {(header) => (
          <SupportPage
            header={header}
            plans={{free: figures('free'), plus: figures('plus'), pro: figures('pro')}}
            session={session}
            tickets={<SupportTickets />}
            signInLink={(text) => <Link to={`${localePath('login', locale)}?redirect=${back}`}>{text}</Link>}
          />
        )}
      </AppPage>
      <StaticConsentBanners />
    </>
  );
}
