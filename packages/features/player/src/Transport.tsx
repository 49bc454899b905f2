import {
  IconButton,
  nextIcon,
  pauseIcon,
  playIcon,
  previousIcon,
  repeatIcon,
  repeatOnceIcon,
  shuffleIcon,
} from '@nada/ui';
import type {Ref} from 'react';
import {useIntl} from 'react-intl';
import {messages} from './messages';
import type {PlayerApi} from './PlayerProvider';
import type {RepeatMode} from './types';

const NEXT_REPEAT: Record<RepeatMode, RepeatMode> = {off: 'all', all: 'one', one: 'off'};
const REPEAT_LABEL = {off: messages.repeatOff, all: messages.repeatAll, one: messages.repeatOne} as const;

/** The play/pause button, large in the full player and medium in the mini-player. */
export function PlayPauseButton({
  player,
  size = 'lg',
  buttonRef,
}: {
  player: PlayerApi;
  size?: 'md' | 'lg';
  buttonRef?: Ref<HTMLButtonElement>;
}) {
  const intl = useIntl();
  const playing = player.status === 'playing';
  return (
    <IconButton
      ref={buttonRef}
      icon={playing ? pauseIcon : playIcon}
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
export function Transport({player, playRef}: {player: PlayerApi; playRef?: Ref<HTMLButtonElement>}) {
  const intl = useIntl();
  const none = !player.current;
  return (
    <div className="nada-player__transport">
      <IconButton
        icon={shuffleIcon}
        label={intl.formatMessage(messages.shuffle)}
        pressed={player.shuffle}
        onPressedChange={player.setShuffle}
        disabled={none}
      />
      <IconButton
        icon={previousIcon}
        label={intl.formatMessage(messages.previous)}
        onClick={player.previous}
        disabled={none}
      />
      <PlayPauseButton player={player} buttonRef={playRef} />
      <IconButton
        icon={nextIcon}
        label={intl.formatMessage(messages.next)}
        onClick={player.next}
        disabled={none}
      />
      <IconButton
        icon={player.repeat === 'one' ? repeatOnceIcon : repeatIcon}
        label={intl.formatMessage(REPEAT_LABEL[player.repeat])}
        pressed={player.repeat !== 'off'}
        onPressedChange={() => player.setRepeat(NEXT_REPEAT[player.repeat])}
        disabled={none}
      />
    </div>
  );
}
