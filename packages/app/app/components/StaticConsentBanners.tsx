import {ConsentBannerTemplates} from '@nada/consent';
import {useIntl} from 'react-intl';
import {useRouteLoaderData} from 'react-router';
import type {loader as rootLoader} from '../root';
import {localePath} from '../routing/paths';

/**
 * The banner's templates where analytics is configured (see `ConsentBannerTemplates`), for the
 * pages sent without React (their script, routing/staticPageScript.ts, shows one); nothing elsewhere.
 * Read from the root's data, not from AnalyticsConsent's context: a page importing that module would
 * split it out of the shell's chunk, and every hydrated page would load one file more. Its link is a
 * plain one: those pages have no router.
 */
export function StaticConsentBanners() {
  const analyticsId = useRouteLoaderData<typeof rootLoader>('root')?.analyticsId;
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
  return analyticsId ? (
    <ConsentBannerTemplates privacyPolicyHref={localePath('privacy_policy', locale)} />
  ) : null;
}
