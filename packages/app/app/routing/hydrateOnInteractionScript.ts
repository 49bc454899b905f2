import {consentNeededOnLoad} from '@nada/consent/static';
import {hydrateOnInteraction} from '@nada/site/hydrate-on-interaction';
import {followLanguageSwitches} from '@nada/site/static';
import {localeCookie} from './locales';

// The script of the pages React hydrates on the first interaction (`hydrate: 'on-interaction'` in
// the route table): the server's HTML is the page, its controls are React's, so this starts React
// when one is used (@nada/site/hydrate-on-interaction), and at once when the consent needs React (a
// banner to ask, or the tag manager to run). Until then the language link stores its choice as
// LanguageSwitch does. Built as its own entry (staticPageScript() in vitePlugins.ts), with no
// framework: it must stay a few kilobytes.

const script = document.querySelector<HTMLScriptElement>('script[data-hydrate-on-interaction]');
const analyticsId = script?.dataset.analyticsId;
hydrateOnInteraction({immediately: analyticsId !== undefined && consentNeededOnLoad(analyticsId)});
followLanguageSwitches((locale) => {
  document.cookie = localeCookie(locale);
});
