import type {ReactNode} from 'react';
import {MiniPlayerSlot} from '../player/MiniPlayerSlot';
import {SiteFooter} from './SiteFooter';
import {SiteHeader} from './SiteHeader';

/**
 * The frame of the default layout: header, the page in `<main>`, footer, and the mini-player while
 * something is queued. The not-found and other error answers render in it too, so a visitor who
 * followed a dead link still has the site's navigation.
 */
export function AppShell({children}: {children: ReactNode}) {
  return (
    <div className="layout-default">
      <SiteHeader />
      <main id="content" className="layout-default__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <MiniPlayerSlot />
    </div>
  );
}
