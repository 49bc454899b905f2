import {render, type RenderOptions} from '@testing-library/react';
import type {ReactElement, ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import authEn from '@nada/auth-forms/lang/en.json';
import authId from '@nada/auth-forms/lang/id.json';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui, @nada/auth-forms and this package, as the app merges them. */
export const catalogs: Record<'id' | 'en', Record<string, string>> = {
  id: {...uiId, ...authId, ...id},
  en: {...uiEn, ...authEn, ...en},
};

/** Renders with the catalogs of a locale (Indonesian by default); a missing message fails the test. */
export function renderProfile(
  ui: ReactElement,
  {locale = 'id', ...options}: RenderOptions & {locale?: 'id' | 'en'} = {},
) {
  function Wrapper({children}: {children: ReactNode}) {
    return (
      <IntlProvider locale={locale} messages={catalogs[locale]} onError={failOnMissingMessage}>
        {children}
      </IntlProvider>
    );
  }
  return render(ui, {wrapper: Wrapper, ...options});
}

function failOnMissingMessage(error: Error): void {
  throw error;
}

/** An error as Firebase or the app's API client throws it: a message and a stable `code`. */
export function codedError(code: string): Error & {code: string} {
  return Object.assign(new Error(`Error (${code}).`), {code});
}
