import {
  Avatar,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@nada/ui';
import {useNavigate} from 'react-router';
import {useIntl} from 'react-intl';
import type {Locale} from '../routing/locales';
import {localePath} from '../routing/paths';
import type {SessionUser} from '../state/session';
import {signOutHere} from './session';
import {sessionMessages, signedInAsMessage, userMenuMessage} from './sessionMessages';
import './auth.css';

function useUserName(user: SessionUser): string {
  const intl = useIntl();
  return user.displayName || user.email || intl.formatMessage(sessionMessages.fallbackName);
}

/**
 * The signed-in user's menu in the header: avatar with initials, home, profile, sign out. Loaded
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
        <DropdownMenuItem icon="home" onSelect={() => void navigate(localePath('v3-home', locale))}>
          {intl.formatMessage(sessionMessages.home)}
        </DropdownMenuItem>
        <DropdownMenuItem icon="user" onSelect={() => void navigate(localePath('v3-profile', locale))}>
          {intl.formatMessage(sessionMessages.profile)}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          icon="signOut"
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
