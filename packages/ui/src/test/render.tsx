import {render, type RenderOptions} from '@testing-library/react';
import type {ReactElement, ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** Renders with the ui catalogs of a locale (Indonesian by default), as the app and Storybook do. */
export function renderUi(
  ui: ReactElement,
  {locale = 'id', ...options}: RenderOptions & {locale?: 'id' | 'en'} = {},
) {
  const catalog: Record<string, string> = locale === 'id' ? id : en;
  function Wrapper({children}: {children: ReactNode}) {
    return (
      <IntlProvider locale={locale} messages={catalog} onError={failOnMissingMessage}>
        {children}
      </IntlProvider>
    );
  }
  return render(ui, {wrapper: Wrapper, ...options});
}

function failOnMissingMessage(error: Error): void {
  throw error;
}
