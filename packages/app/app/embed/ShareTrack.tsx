import {ShareDialog} from '@nada/playlist';
import {useState, type ReactNode} from 'react';
import {usePageLocale} from '../auth/authPages';
import {embedCode, embedUrl} from './embedLinks';

/** What {@link useShareTrack} gives its caller. */
export interface ShareTrackControl {
  /** Opens the dialog (from a button). */
  open: () => void;
  /** The dialog; render it once. */
  element: ReactNode;
}

/**
 * "Share" for a public generated track: @nada/playlist's share dialog with the track's link (its
 * embed page, which oEmbed also reads), the iframe code and the `<nada-player>` code.
 */
export function useShareTrack(track: {id: string; title: string}): ShareTrackControl {
  const locale = usePageLocale();
  const [isOpen, setOpen] = useState(false);
  // The page's own origin: the links point at the site the user is on (SSR renders the dialog closed).
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const code = embedCode(origin, locale, 'track', track.id, track.title);
  return {
    open: () => setOpen(true),
    element: (
      <ShareDialog
        open={isOpen}
        onOpenChange={setOpen}
        title={track.title}
        link={embedUrl(origin, locale, 'track', track.id)}
        iframeCode={code.iframe}
        elementCode={code.element}
      />
    ),
  };
}
