import {
  Avatar,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  historyIcon,
  homeIcon,
  playlistIcon,
  signOutIcon,
  userIcon,
  type IconData,
} from '@nada/ui';
import {useNavigate} from 'react-router';
import {useIntl} from 'react-intl';
import type {Locale} from '../routing/locales';
import {HOME_ROUTE} from '../routing/routeTable';
import {localePath} from '../routing/paths';
import type {SessionUser} from '../state/session';
import {signOutHere} from './session';
import {sessionMessages, signedInAsMessage, userMenuMessage} from './sessionMessages';
import {userPlaces} from './userPlaces';
import './auth.css';

/** The icon of each of the user's places: the phone menu lists them without, so only this menu carries them. */
const placeIcons: Record<(typeof userPlaces)[number]['route'], IconData> = {
  [HOME_ROUTE]: homeIcon,
  history: historyIcon,
  'v3-playlist': playlistIcon,
  'v3-profile': userIcon,
};

function useUserName(user: SessionUser): string {
  const intl = useIntl();
  return user.displayName || user.email || intl.formatMessage(sessionMessages.fallbackName);
}

/**
 * The signed-in user's menu in the header: avatar with initials, their own pages (home, history,
 * playlists, profile), sign out. Loaded
 * only for a signed-in user, so a guest's pages do not carry the menu's code.
 */
export default function UserMenu({user, locale}: {user: SessionUser; locale: Locale}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const name = useUserName(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="sm" className="site-header__user">
          {/* The button is named by its hidden text; the initials are only what the eye sees. */}
          <span aria-hidden>
            <Avatar name={name} src={user.photoURL ?? undefined} size="sm" />
          </span>
          <span className="nada-visually-hidden">{intl.formatMessage(userMenuMessage, {name})}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          {intl.formatMessage(signedInAsMessage, {email: user.email ?? name})}
        </DropdownMenuLabel>
        {userPlaces.map((place) => (
          <DropdownMenuItem
            key={place.route}
            icon={placeIcons[place.route]}
            onSelect={() => void navigate(localePath(place.route, locale))}
          >
            {intl.formatMessage(place.label)}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon={signOutIcon}
          onSelect={() => {
            void signOutHere().then(() => navigate(localePath('landing', locale)));
          }}
        >
          {intl.formatMessage(sessionMessages.signOut)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
