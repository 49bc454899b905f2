import {enhanceConsentBanners} from '@nada/consent/static';
import {enhanceSiteHeader} from '@nada/site/static';
import {enhanceColorModeSwitches} from '@nada/ui/static';
import {localeCookie} from './locales';

// The script of the pages sent without React (`hydrate: false` in the route table): the server's
// HTML is the page, and this does what React's components would do there, on the same elements:
// the colour-mode switches (@nada/ui/static), the header's menu and language link
// (@nada/site/static) and the analytics consent banner (@nada/consent/static). The pricing pages'
// period switch needs no script: its radios are native and CSS shows the checked period's prices
// (@nada/pricing-table). Links are ordinary links. A page that needs more loads a script that adds
// it to this one (staticFaqSearchPageScript.ts, staticPlaybackPageScript.ts; `staticScript` in the
// route table), so that no page loads what only another uses. Built as its own entry
// (staticPageScript() in vitePlugins.ts), with no framework: it must stay a few kilobytes.

const script = document.querySelector<HTMLScriptElement>('script[data-static-page]');
enhanceColorModeSwitches();
// The header's menu, and the language link, whose following stores the choice as LanguageSwitch does.
enhanceSiteHeader({
  onLanguageFollow: (locale) => {
    document.cookie = localeCookie(locale);
  },
});
if (script?.dataset.analyticsId) enhanceConsentBanners(script.dataset.analyticsId);
