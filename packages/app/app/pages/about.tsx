import {FormattedMessage, useIntl} from 'react-intl';
import {About as AboutView} from '@nada/site';
import {PageMessages} from '../components/PageMessages';
import {RouterLink} from '../components/RouterLink';
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {pageMessages} from '../pageMessages';
import {messagesLoader} from '../i18n.server';
import type {Locale} from '../routing/locales';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/about';

export const meta = pageMeta;

// The page's long texts travel with its own data, not with every page's (see the route table's catalogs).
export const loader = messagesLoader('about');

/** What Nada is, who it is for, how it works and what it stands for. */
export default function About({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <AboutContent />
    </PageMessages>
  );
}

function AboutContent() {
  const locale: Locale = useIntl().locale === 'en' ? 'en' : 'id';
  return (
    <AboutView
      title={<FormattedMessage {...pageMessages.about.title} />}
      hrefs={{support: localePath('support', locale), minusOne: localePath('v3-minusone', locale)}}
      linkComponent={RouterLink}
    >
      {/* Sent without React to a guest: the static page's script shows the consent banner from these. */}
      <StaticConsentBanners />
    </AboutView>
  );
}
