import {Link, NavLink, useNavigate} from 'react-router';
import {FormattedMessage, useIntl} from 'react-intl';
import {
  Button,
  ColorModeSwitch,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  IconButton,
} from '@nada/ui';
import {localePath} from '../routing/paths';
import type {RouteName} from '../routing/routeTable';
import {LanguageSwitch} from './LanguageSwitch';
import {Logo} from './Logo';
import {shellMessages} from './shellMessages';

const navigation = [
  {route: 'v3-minusone', label: shellMessages.navMinusOne},
  {route: 'v3-generate_fr_yt', label: shellMessages.navVideoLink},
  {route: 'v3-generate_ai', label: shellMessages.navAi},
  {route: 'v3-sound', label: shellMessages.navSounds},
  {route: 'v3-pricing', label: shellMessages.navPricing},
] as const satisfies readonly {route: RouteName; label: unknown}[];

/** The site header: logo, main navigation, language and colour-mode switches, sign-in. */
export function SiteHeader() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const navigate = useNavigate();
  return (
    <header className="site-header">
      <a className="skip-link" href="#content">
        <FormattedMessage {...shellMessages.skipToContent} />
      </a>
      <Link
        to={localePath('landing', locale)}
        className="site-header__brand"
        aria-label={intl.formatMessage(shellMessages.home)}
      >
        <Logo />
      </Link>
      <nav className="site-header__nav" aria-label={intl.formatMessage(shellMessages.mainNav)}>
        {navigation.map((item) => (
          <NavLink key={item.route} to={localePath(item.route, locale)} className="site-header__link">
            <FormattedMessage {...item.label} />
          </NavLink>
        ))}
      </nav>
      <div className="site-header__actions">
        <LanguageSwitch />
        <ColorModeSwitch variant="compact" className="site-header__color-mode" />
        <Button asChild size="sm" variant="secondary" className="site-header__sign-in">
          <Link to={localePath('login', locale)}>
            <FormattedMessage {...shellMessages.signIn} />
          </Link>
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <IconButton
              label={intl.formatMessage(shellMessages.menu)}
              icon="menu"
              variant="ghost"
              className="site-header__menu"
            />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {navigation.map((item) => (
              <DropdownMenuItem key={item.route} onSelect={() => navigate(localePath(item.route, locale))}>
                <FormattedMessage {...item.label} />
              </DropdownMenuItem>
            ))}
            <DropdownMenuItem icon="user" onSelect={() => navigate(localePath('login', locale))}>
              <FormattedMessage {...shellMessages.signIn} />
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
