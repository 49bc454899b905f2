import {homeDashboardMessages as m, HomeDashboard} from '@nada/home-dashboard';
import {useAtomValue} from 'jotai';
import {FormattedMessage} from 'react-intl';
import {homeClient, useRecentJobView} from '../api/homeClient';
import {usePageLocale} from '../auth/authPages';
import {RouterLink} from '../components/RouterLink';
import {AppPage} from '../components/AppPage';
import {messagesAndPlansLoader} from '../i18n.server';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import {currentUserAtom} from '../state/session';
import type {Route} from './+types/home';
import './home.css';

export const meta = pageMeta;

// The page's texts travel with this page's data (see the route table); the plan catalogue names
// the user's plan in the page's language.
export const loader = messagesAndPlansLoader('v3-home');

/** `/v3/home`: where a signed-in user lands: recent jobs, quick actions, credits and playlists. */
export default function HomePage({loaderData}: Route.ComponentProps) {
  const user = useAtomValue(currentUserAtom);
  const name = user?.displayName?.trim();
  const locale = usePageLocale();
  const toRecentJob = useRecentJobView();
  return (
    <AppPage
      route="v3-home"
      className="page-home"
      messages={loaderData.messages}
      titleId="page-home-title"
      title={
        name ? (
          <FormattedMessage {...m.greeting} values={{name}} />
        ) : (
          <FormattedMessage {...m.greetingNoName} />
        )
      }
      lead={<FormattedMessage {...m.lead} />}
    >
      <HomeDashboard
        client={homeClient}
        toRecentJob={toRecentJob}
        planName={(id) => loaderData.plans.items.find((plan) => plan.id === id)?.name[locale] ?? id}
        hrefs={{
          minusOne: localePath('v3-minusone', locale),
          fromLink: localePath('v3-generate_fr_yt', locale),
          generate: localePath('v3-generate_ai', locale),
          tools: localePath('tone-sound', locale),
          history: localePath('history', locale),
          plans: localePath('v3-pricing', locale),
          playlists: localePath('v3-playlist', locale),
        }}
        playlistHref={(id) => `${localePath('v3-playlist', locale)}?id=${encodeURIComponent(id)}`}
        linkComponent={RouterLink}
      />
    </AppPage>
  );
}
