import {
  Avatar,
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  signOutIcon,
  type IconData,
} from '@nada/ui';
import './userMenu.css';

/** One of the signed-in user's own pages in {@link UserMenu}. */
export interface UserMenuPlace {
  /** Stable key (the page's route name). */
  key: string;
  /** The item's text. */
  label: string;
  /** The item's icon. */
  icon: IconData;
  /** Opens the page. */
  onSelect: () => void;
}

/** Props of {@link UserMenu}. Its texts come from the app, whose shell shows the menu on every page. */
export interface UserMenuProps {
  /** The user's name: the avatar shows its initials. */
  name: string;
  /** Address of their photo. */
  photoURL?: string | null;
  /** The button's accessible name ("Account menu for Sari"). */
  label: string;
  /** The menu's first line ("Signed in as sari@contoh.com"). */
  heading: string;
  /** The user's own pages. */
  places: readonly UserMenuPlace[];
  /** The sign-out item's text. */
  signOutLabel: string;
  /** Signs out. */
  onSignOut: () => void;
  /** Opens the menu on first render (stories). @default false */
  defaultOpen?: boolean;
  /** A class for the button, besides its own. */
  className?: string;
}

/** The signed-in user's menu: an avatar button, then their own pages and sign out. */
export function UserMenu({
  name,
  photoURL,
  label,
  heading,
  places,
  signOutLabel,
  onSignOut,
  defaultOpen,
  className,
}: UserMenuProps) {
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={className ? `nada-user-menu__trigger ${className}` : 'nada-user-menu__trigger'}
        >
          {/* The button is named by its hidden text; the initials are only what the eye sees. */}
          <span aria-hidden>
            <Avatar name={name} src={photoURL ?? undefined} size="sm" />
          </span>
          <span className="nada-visually-hidden">{label}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{heading}</DropdownMenuLabel>
        {places.map((place) => (
          <DropdownMenuItem key={place.key} icon={place.icon} onSelect={place.onSelect}>
            {place.label}
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem icon={signOutIcon} onSelect={onSignOut}>
          {signOutLabel}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
