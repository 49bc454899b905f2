import type {Decorator, Preview} from '@storybook/react-vite';
import {useEffect, type ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import {ThemeProvider} from '@nada/ui';
import '@nada/ui/styles.css';
import './preview.css';

type Locale = 'id' | 'en';
type Catalog = Record<string, string>;

// Every package's catalogs, merged per locale, as the app merges the packages it composes.
const catalogFiles = import.meta.glob<Catalog>('../packages/{ui,features/*}/lang/{id,en}.json', {
  eager: true,
  import: 'default',
});
const catalogs: Record<Locale, Catalog> = {id: {}, en: {}};
for (const [path, catalog] of Object.entries(catalogFiles)) {
  const locale: Locale = path.endsWith('/en.json') ? 'en' : 'id';
  Object.assign(catalogs[locale], catalog);
}

function StoryFrame({
  locale,
  colorMode,
  children,
}: {
  locale: Locale;
  colorMode: 'light' | 'dark';
  children: ReactNode;
}) {
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <IntlProvider locale={locale} messages={catalogs[locale]} onError={reportMissingMessage}>
      <ThemeProvider forcedMode={colorMode} persist={false}>
        {children}
      </ThemeProvider>
    </IntlProvider>
  );
}

const withLocaleAndTheme: Decorator = (Story, context) => (
  <StoryFrame
    locale={context.globals.locale === 'en' ? 'en' : 'id'}
    colorMode={context.globals.colorMode === 'dark' ? 'dark' : 'light'}
  >
    <Story />
  </StoryFrame>
);

function reportMissingMessage(error: Error): void {
  // A missing message is a defect: make it loud in Storybook and in the visual suite.
  console.error(error);
}

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Bahasa',
        icon: 'globe',
        items: [
          {value: 'id', title: 'Bahasa Indonesia', right: 'id'},
          {value: 'en', title: 'English', right: 'en'},
        ],
        dynamicTitle: true,
      },
    },
    colorMode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          {value: 'light', title: 'Light', icon: 'sun'},
          {value: 'dark', title: 'Dark', icon: 'moon'},
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {locale: 'id', colorMode: 'light'},
  parameters: {
    layout: 'padded',
    controls: {expanded: true},
    a11y: {test: 'error'},
    backgrounds: {disable: true},
  },
};

export default preview;
