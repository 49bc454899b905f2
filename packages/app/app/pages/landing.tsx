import {useIntl} from 'react-intl';
import {Landing as LandingView} from '@nada/site';
import {PageMessages} from '../components/PageMessages';
import {RouterLink} from '../components/RouterLink';
import {StaticConsentBanners} from '../components/StaticConsentBanners';
import {useRichTextValues} from '../components/richText';
import {RETENTION} from '../content/legal';
import {RECOMMENDED_PLAN, type PlanCatalog} from '../content/planCatalog';
import {messagesAndPlansLoader} from '../i18n.server';
import type {Locale} from '../routing/locales';
import {pageMeta} from '../routing/pageMeta';
import {localePath} from '../routing/paths';
import type {Route} from './+types/landing';

export const meta = pageMeta;

// The page's long texts travel with its own data, not with every page's (see the route table's catalog).
// The plans come from the API on each render, so the page promises what the API enforces.
export const loader = messagesAndPlansLoader('landing');

/** The public marketing page: what Nada does, how, for how much, and the usual questions. */
export default function Landing({loaderData}: Route.ComponentProps) {
  return (
    <PageMessages messages={loaderData.messages}>
      <LandingContent catalog={loaderData.plans} />
    </PageMessages>
  );
}

function LandingContent({catalog}: {catalog: PlanCatalog}) {
  const locale: Locale = useIntl().locale === 'en' ? 'en' : 'id';
  const rich = useRichTextValues();
  return (
    <LandingView
      hrefs={{
        minusOne: localePath('v3-minusone', locale),
        stems: localePath('v3-minusone-custom', locale),
        videoLink: localePath('v3-generate_fr_yt', locale),
        ai: localePath('v3-generate_ai', locale),
        tools: localePath('tone-sound', locale),
        playground: localePath('v3-playground', locale),
        pricing: localePath('v3-pricing', locale),
        pricingDetail: localePath('detail_pricing', locale),
        register: localePath('register', locale),
        about: localePath('about', locale),
      }}
      catalog={catalog}
      recommendedPlan={RECOMMENDED_PLAN}
      faqValues={{...rich, accountDeletionDays: RETENTION.accountDeletionDays}}
      linkComponent={RouterLink}
    >
      <StaticConsentBanners />
    </LandingView>
  );
}
