import {Player, type PlayerTrack, usePlayer} from '@nada/player';
import {Button, playIcon} from '@nada/ui';
import {type ReactNode, useState} from 'react';

/** Props of {@link ListenOrPlayer}. */
export interface ListenOrPlayerProps {
  /** The result's track. */
  track: PlayerTrack;
  /** The Listen button's text. */
  label: ReactNode;
}

/**
 * A result's Listen button, replaced by the player once its track plays. Only after that button
 * does the player take focus: it moves from the button it replaces onto play/pause, not to the page.
 */
export function ListenOrPlayer({track, label}: ListenOrPlayerProps) {
  const player = usePlayer();
  const [listened, setListened] = useState(false);
  if (player.current?.id === track.id) return <Player headingLevel={3} focusOnMount={listened} />;
  return (
    <Button
      iconStart={playIcon}
      onClick={() => {
        setListened(true);
        player.play([track]);
      }}
    >
      {label}
    </Button>
  );
}
