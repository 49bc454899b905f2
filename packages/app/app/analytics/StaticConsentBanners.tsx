import {useRouteLoaderData} from 'react-router';
import type {loader as rootLoader} from '../root';
import {ConsentBanner} from './ConsentBanner';
import type {ConsentBannerMode} from './consentFlow';

/**
 * Every mode of the banner, each in a `<template data-consent-banner="<mode>">`, for the pages sent
 * without React: their script (routing/staticPageScript.ts) shows a copy of the one it needs.
 * Templates are inert: they draw nothing and run nothing.
 */
export function ConsentBannerTemplates() {
  const modes: ConsentBannerMode[] = ['ask', 'review-granted', 'review-denied', 'withdrawn'];
  return modes.map((mode) => (
    <template key={mode} data-consent-banner={mode}>
      <ConsentBanner mode={mode} onAccept={noop} onDecline={noop} onClose={noop} onReload={noop} />
    </template>
  ));
}

function noop(): void {}

/**
 * The banner's templates where analytics is configured (see {@link ConsentBannerTemplates}); nothing
 * elsewhere. Read from the root's data, not from AnalyticsConsent's context: a page importing that
 * module would split it out of the shell's chunk, and every hydrated page would load one file more.
 */
export function StaticConsentBanners() {
  const analyticsId = useRouteLoaderData<typeof rootLoader>('root')?.analyticsId;
  return analyticsId ? <ConsentBannerTemplates /> : null;
}
