import en from '../lang/en.json';
import id from '../lang/id.json';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';

/** The two languages Nada speaks; Indonesian is the default and has no path prefix. */
export type Locale = 'id' | 'en';

/** The locale a path belongs to: `/en` and below are English, everything else Indonesian. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'id';
}

/** The merged catalogs (app and the packages it composes) of a locale. */
export const catalogs: Record<Locale, Record<string, string>> = {
  id: {...uiId, ...id},
  en: {...uiEn, ...en},
};
