import {Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation} from 'react-router';
import type {ReactNode} from 'react';
import {IntlProvider} from 'react-intl';
import {ThemeProvider, themeScript} from '@nada/ui';
import '@nada/ui/styles.css';
import {catalogs, localeFromPath} from './i18n';

/** The HTML document shared by every page. */
export function Layout({children}: {children: ReactNode}) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{__html: themeScript}} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <IntlProvider locale={locale} messages={catalogs[locale]}>
      <ThemeProvider>
        <Outlet />
      </ThemeProvider>
    </IntlProvider>
  );
}
