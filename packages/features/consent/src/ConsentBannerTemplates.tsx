import {ConsentBanner} from './ConsentBanner';
import type {ConsentBannerMode} from './consentFlow';
import type {ConsentLinkOptions} from './types';

const modes: ConsentBannerMode[] = ['ask', 'review-granted', 'review-denied', 'withdrawn'];

/**
 * Every mode of the banner, each in a `<template data-consent-banner="<mode>">`, for the pages sent
 * without React: their script (the app's, over `@nada/consent/flow`) shows a copy of the one it needs.
 * Templates are inert: they draw nothing and run nothing.
 */
export function ConsentBannerTemplates(props: ConsentLinkOptions) {
  return modes.map((mode) => (
    <template key={mode} data-consent-banner={mode}>
      <ConsentBanner mode={mode} onAccept={noop} onDecline={noop} onClose={noop} onReload={noop} {...props} />
    </template>
  ));
}

function noop(): void {}
