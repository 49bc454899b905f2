import {HOME_ROUTE, type RouteName} from '../routing/routeTable';
import {sessionMessages} from './sessionMessages';

/**
 * The signed-in user's own pages, in the account menu and the phone menu alike: their home, their
 * history, their playlists and their profile. Their icons are the account menu's (UserMenu.tsx): the
 * phone menu, on every page, shows none and so carries none.
 */
export const userPlaces = [
  {route: HOME_ROUTE, label: sessionMessages.home},
  {route: 'history', label: sessionMessages.history},
  {route: 'v3-playlist', label: sessionMessages.playlists},
  {route: 'v3-profile', label: sessionMessages.profile},
] as const satisfies readonly {route: RouteName; label: unknown}[];
