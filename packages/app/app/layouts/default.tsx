import {Outlet} from 'react-router';
import {AppShell} from '../components/AppShell';

/** The 'default' layout: header, the page, footer, and the mini-player while something is queued. */
export default function DefaultLayout() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}
