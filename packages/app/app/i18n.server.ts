import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import en from '../lang/en.json';
import id from '../lang/id.json';
import type {Locale} from './routing/locales';

const catalogs: Record<Locale, Record<string, string>> = {id: {...uiId, ...id}, en: {...uiEn, ...en}};

/**
 * The messages of a locale: the app's and those of the packages it composes. They reach the
 * browser with the root loader's data, so a page carries only its own locale's catalog and a
 * switch of language fetches the other one on demand.
 */
export function messagesFor(locale: Locale): Record<string, string> {
  return catalogs[locale];
}
