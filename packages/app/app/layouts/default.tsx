import {Outlet} from 'react-router';
import {SiteFooter} from '../components/SiteFooter';
import {SiteHeader} from '../components/SiteHeader';
import {MiniPlayerSlot} from '../player/MiniPlayerSlot';

/** The 'default' layout: header, the page, footer, and the mini-player while something is queued. */
export default function DefaultLayout() {
  return (
    <div className="layout-default">
      <SiteHeader />
      <main id="content" className="layout-default__main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <MiniPlayerSlot />
    </div>
  );
}
