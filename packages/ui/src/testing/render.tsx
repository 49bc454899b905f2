import {
  render as renderWithTestingLibrary,
  type RenderOptions,
  type RenderResult,
} from '@testing-library/react';
import type {ComponentType, ReactElement, ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import en from '../../lang/en.json';
import id from '../../lang/id.json';

/** The locales Nada ships. */
export type TestLocale = 'id' | 'en';

/** One message catalogue per locale, as a package's `lang/<locale>.json` holds them. */
export type TestCatalogs = Record<TestLocale, Record<string, string>>;

/** The catalogues of @nada/ui itself. */
export const uiCatalogs: TestCatalogs = {id, en};

/** Merges catalogues in order, later ones winning, as the app merges those of the packages it composes. */
export function mergeCatalogs(...parts: TestCatalogs[]): TestCatalogs {
  return {
    id: Object.assign({}, ...parts.map((part) => part.id)) as Record<string, string>,
    en: Object.assign({}, ...parts.map((part) => part.en)) as Record<string, string>,
  };
}

/** Props of {@link TestIntlProvider}. */
export interface TestIntlProviderProps {
  /** The locale to render in. @default 'id' */
  locale?: TestLocale;
  /** The catalogues to read messages from. @default uiCatalogs */
  catalogs?: TestCatalogs;
  children?: ReactNode;
}

/** Provides a locale's messages to a test; a missing message throws, so the test fails. */
export function TestIntlProvider({locale = 'id', catalogs = uiCatalogs, children}: TestIntlProviderProps) {
  return (
    <IntlProvider locale={locale} messages={catalogs[locale]} onError={failOnMissingMessage}>
      {children}
    </IntlProvider>
  );
}

/** Options of {@link render}: Testing Library's, plus the locale and catalogues; a `wrapper` goes inside the intl provider. */
export interface TestRenderOptions extends RenderOptions {
  /** The locale to render in. @default 'id' */
  locale?: TestLocale;
  /** The catalogues to read messages from; a feature passes its own merged with {@link uiCatalogs}. @default uiCatalogs */
  catalogs?: TestCatalogs;
}

/** Renders with a locale's catalogues (Indonesian by default), as the app and Storybook do; a missing message fails the test. */
export function render(
  ui: ReactElement,
  {locale = 'id', catalogs = uiCatalogs, wrapper: Inner, ...options}: TestRenderOptions = {},
): RenderResult {
  const InnerWrapper: ComponentType<{children: ReactNode}> | undefined = Inner;
  function Wrapper({children}: {children: ReactNode}) {
    return (
      <TestIntlProvider locale={locale} catalogs={catalogs}>
        {InnerWrapper ? <InnerWrapper>{children}</InnerWrapper> : children}
      </TestIntlProvider>
    );
  }
  return renderWithTestingLibrary(ui, {wrapper: Wrapper, ...options});
}

function failOnMissingMessage(error: Error): void {
  throw error;
}
