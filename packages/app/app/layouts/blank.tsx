import {Outlet} from 'react-router';
import {useIntl} from 'react-intl';
import {SiteBlankLayout, SiteBrand} from '@nada/site';
import {AppLanguageSwitch} from '../components/AppLanguageSwitch';
import {RouterLink} from '../components/RouterLink';
import {localePath} from '../routing/paths';

/** The 'blank' layout of sign-in and registration: just the logo, the language switch and the page. */
export default function BlankLayout() {
  const intl = useIntl();
  return (
    <SiteBlankLayout
      brand={
        <SiteBrand
          href={localePath('landing', intl.locale === 'en' ? 'en' : 'id')}
          linkComponent={RouterLink}
        />
      }
      languageSwitch={<AppLanguageSwitch />}
    >
      <Outlet />
    </SiteBlankLayout>
  );
}
