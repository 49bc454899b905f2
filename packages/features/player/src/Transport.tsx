import {IconButton} from '@nada/ui';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {PlayerApi} from './PlayerProvider';
import type {RepeatMode} from './types';

const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = {off: 'all', all: 'one', one: 'off'};
const REPEAT_LABEL = {off: messages.repeatOff, all: messages.repeatAll, one: messages.repeatOne} as const;

/** The play/pause button, large in the full player and medium in the mini-player. */
export function PlayPauseButton({player, size = 'lg'}: {player: PlayerApi; size?: 'md' | 'lg'}) {
  const intl = useIntl();
  const playing = player.status === 'playing';
  return (
    <IconButton
      icon={playing ? 'pause' : 'play'}
      label={intl.formatMessage(playing ? messages.pause : messages.play)}
      variant="primary"
      size={size}
      loading={player.status === 'loading'}
      disabled={!player.current}
      onClick={player.toggle}
    />
  );
}

/** Shuffle, previous, play/pause, next and repeat. */
export function Transport({player}: {player: PlayerApi}) {
  const intl = useIntl();
  const none = !player.current;
  return (
    <div className="nada-player__transport">
      <IconButton
        icon="shuffle"
        label={intl.formatMessage(messages.shuffle)}
        pressed={player.shuffle}
        onPressedChange={player.setShuffle}
        disabled={none}
      />
      <IconButton
        icon="previous"
        label={intl.formatMessage(messages.previous)}
        onClick={player.previous}
        disabled={none}
      />
      <PlayPauseButton player={player} />
      <IconButton
        icon="next"
        label={intl.formatMessage(messages.next)}
        onClick={player.next}
        disabled={none}
      />
      <IconButton
        icon={player.repeat === 'one' ? 'repeatOnce' : 'repeat'}
        label={intl.formatMessage(REPEAT_LABEL[player.repeat])}
        pressed={player.repeat !== 'off'}
        onPressedChange={() => player.setRepeat(NEXT_REPEAT[player.repeat])}
        disabled={none}
      />
    </div>
  );
}
