import {render, type RenderOptions} from '@testing-library/react';
import type {ReactElement, ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import uiEn from '@nada/ui/lang/en.json';
import uiId from '@nada/ui/lang/id.json';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The merged catalogs of @nada/ui and this package, as the app merges them. */
export const catalogs: Record<'id' | 'en', Record<string, string>> = {
  id: {...uiId, ...id},
  en: {...uiEn, ...en},
};

/** Wraps children in the catalogs of a locale; a missing message fails the test. */
export function IntlWrapper({locale = 'id', children}: {locale?: 'id' | 'en'; children: ReactNode}) {
  return (
    <IntlProvider locale={locale} messages={catalogs[locale]} onError={failOnMissingMessage}>
      {children}
    </IntlProvider>
  );
}

/** Renders with the catalogs of a locale (Indonesian by default). */
export function renderPlaylist(
  ui: ReactElement,
  {locale = 'id', ...options}: RenderOptions & {locale?: 'id' | 'en'} = {},
) {
  function Wrapper({children}: {children: ReactNode}) {
    return <IntlWrapper locale={locale}>{children}</IntlWrapper>;
  }
  return render(ui, {wrapper: Wrapper, ...options});
}

function failOnMissingMessage(error: Error): void {
  throw error;
}
