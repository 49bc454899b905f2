import {UserMenu as UserMenuView} from '@nada/auth-forms';
import {historyIcon, homeIcon, playlistIcon, userIcon, type IconData} from '@nada/ui';
import {useNavigate} from 'react-router';
import {useIntl} from 'react-intl';
import type {Locale} from '../routing/locales';
import {HOME_ROUTE} from '../routing/routeTable';
import {localePath} from '../routing/paths';
import type {SessionUser} from '../state/session';
import {signOutHere} from './session';
import {sessionMessages, signedInAsMessage, userMenuMessage} from './sessionMessages';
import {userPlaces} from './userPlaces';

/** The icon of each of the user's places: the phone menu lists them without, so only this menu carries them. */
const placeIcons: Record<(typeof userPlaces)[number]['route'], IconData> = {
  [HOME_ROUTE]: homeIcon,
  history: historyIcon,
  'v3-playlist': playlistIcon,
  'v3-profile': userIcon,
};

/**
 * The signed-in user's menu in the header (@nada/auth-forms' `UserMenu`): their own pages and sign
 * out, in the shell's texts. Loaded only for a signed-in user, so a guest's pages do not carry its code.
 */
export default function UserMenu({user, locale}: {user: SessionUser; locale: Locale}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = user.displayName || user.email || intl.formatMessage(sessionMessages.fallbackName);
  return (
    <UserMenuView
      className="site-header__user"
      name={name}
      photoURL={user.photoURL}
      label={intl.formatMessage(userMenuMessage, {name})}
      heading={intl.formatMessage(signedInAsMessage, {email: user.email ?? name})}
      places={userPlaces.map((place) => ({
        key: place.route,
        label: intl.formatMessage(place.label),
        icon: placeIcons[place.route],
        onSelect: () => void navigate(localePath(place.route, locale)),
      }))}
      signOutLabel={intl.formatMessage(sessionMessages.signOut)}
      onSignOut={() => void signOutHere().then(() => navigate(localePath('landing', locale)))}
    />
  );
}
