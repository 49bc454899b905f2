import type {Config} from '@react-router/dev/config';
import {LOCALES} from './app/routing/locales';
import {localePath} from './app/routing/paths';
import {pages} from './app/routing/routeTable';

/** The public pages of the route table, in every locale, rendered to HTML at build time. */
export const prerenderedPaths = pages
  .filter((page) => 'prerender' in page && page.prerender)
  .flatMap((page) => LOCALES.map((locale) => localePath(page.name, locale)));

export default {
  appDirectory: 'app',
  ssr: true,
  prerender: prerenderedPaths,
} satisfies Config;
