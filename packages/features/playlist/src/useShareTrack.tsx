import {embedCode, embedUrl} from '@nada/player';
import {useState, type ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {ShareDialog} from './ShareDialog';

/** What {@link useShareTrack} gives its caller. */
export interface ShareTrackControl {
  /** Opens the dialog (from a button). */
  open: () => void;
  /** The dialog; render it once. */
  element: ReactNode;
}

/**
 * "Share" for a public generated track: the share dialog with the track's link (its embed page,
 * which oEmbed also reads), the iframe code and the `<nada-player>` code, in the page's language.
 */
export function useShareTrack(track: {id: string; title: string}): ShareTrackControl {
  const locale = useIntl().locale === 'en' ? 'en' : 'id';
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
