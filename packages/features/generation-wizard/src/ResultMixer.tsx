import {StemMixer, usePlayer, useStemMix, type MixStem} from '@nada/player';
import {useEffect} from 'react';
import {useIntl} from 'react-intl';
import {stemMessages} from './messages';
import type {ResultMedia} from './types';

/**
 * The stems a mix plays: the four of a four-stem result (their minus one is their sum, so it would
 * double them), or the vocals and the minus one of two.
 */
export function mixStemsOf(stems: ResultMedia['stems']): ResultMedia['stems'] {
  const four = stems.some((stem) => stem.name === 'drums');
  return four ? stems.filter((stem) => stem.name !== 'instrumental') : stems;
}

/** Props of {@link ResultMixer}. */
export interface ResultMixerProps {
  /** The result's stems, playable. */
  stems: ResultMedia['stems'];
}

/**
 * The result's stems played together with a level each (a singer keeps the guide vocal quiet);
 * it and the page's player never play at once.
 */
export function ResultMixer({stems}: ResultMixerProps) {
  const intl = useIntl();
  const player = usePlayer();
  const mix = useStemMix(
    mixStemsOf(stems).map((stem): MixStem => ({
      id: stem.name,
      label: intl.formatMessage(stemMessages[stem.name]),
      src: stem.src,
    })),
  );
  const playerPlaying = player.status === 'playing';
  const {pause} = mix;
  useEffect(() => {
    if (playerPlaying) pause();
  }, [playerPlaying, pause]);
  return <StemMixer mix={mix} onPlay={player.pause} className="minusone-result__mixer" />;
}
