import {createContext, useContext, type ReactNode} from 'react';
import type {PlaylistLinkComponent, PlaylistLinkComponentProps, PlaylistsClient} from './types';

/** What the app gives the playlist parts that load and save: its client and its addresses. */
export interface PlaylistsContext {
  /** The app's calls to the API (stories and tests pass fakes). */
  client: PlaylistsClient;
  /** The address of the playlists page, or of one playlist when `playlistId` is given. */
  playlistHref: (playlistId?: string) => string;
  /** The address of a member's public profile. */
  profileHref: (userId: string) => string;
  /** Renders the parts' links, so client-side navigation works; a plain `<a>` by default. */
  linkComponent?: PlaylistLinkComponent;
}

const Context = createContext<PlaylistsContext | null>(null);

/** Props of {@link PlaylistsProvider}. */
export interface PlaylistsProviderProps {
  /** The client, addresses and link component every part below uses. */
  value: PlaylistsContext;
  children: ReactNode;
}

/**
 * Gives the playlist parts below it (`AddToPlaylist`, `PlaylistIndex`, `PlaylistDetail`…) the app's
 * client and addresses; the app renders it once, around its pages.
 */
export function PlaylistsProvider({value, children}: PlaylistsProviderProps) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The {@link PlaylistsProvider}'s value; throws outside one. */
export function usePlaylists(): PlaylistsContext {
  const value = useContext(Context);
  if (!value) throw new Error('The playlist parts need a PlaylistsProvider above them.');
  return value;
}

/** A link through the app's link component, or a plain `<a>`; takes the props `asChild` parents pass. */
export function PlaylistLink(props: PlaylistLinkComponentProps) {
  const {linkComponent: Component} = usePlaylists();
  return Component ? <Component {...props} /> : <a {...props} />;
}
