import {demoPeaks} from '@nada/waveform/testing';
import {useEffect, useState} from 'react';
import type {ReactNode} from 'react';
import {useIntl} from 'react-intl';
import {PlayerProvider, usePlayer} from '../PlayerProvider';
import {FakeMedia, type FakeMediaOptions} from '../testing';
import type {PlayerTrack} from '../types';

/** What a story does with the player once it is mounted. */
export interface StoryScript {
  /** Tracks to queue (none leaves the player idle). */
  tracks?: PlayerTrack[];
  /** Which of them is current. @default 0 */
  index?: number;
  /** Where to seek to. @default 0 */
  time?: number;
  /** Play, pause after playing, or only load. @default 'play' */
  then?: 'play' | 'pause' | 'load';
  /** Variant to switch to. */
  variant?: string;
  /** The fake media element's behaviour (a failing source, loading that never ends). */
  media?: FakeMediaOptions;
}

function Script({tracks, index = 0, time = 0, then = 'play', variant}: StoryScript) {
  const player = usePlayer();
  useEffect(() => {
    if (!tracks) return;
    if (then === 'load') player.enqueue(tracks);
    else player.play(tracks, index);
    if (variant) player.selectVariant(variant);
    if (time) player.seek(time);
    if (then === 'pause') player.pause();
    // `player` is a new object after every state change: with it as a dependency, the effect would
    // start playback again on each one. It must run once, on mount. Stories are still pictures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** A player on a fake media element, put in a known state: stories play no sound and never change. */
export function StoryPlayer({script, children}: {script: StoryScript; children: ReactNode}) {
  const [media] = useState(() => new FakeMedia(script.media));
  return (
    <PlayerProvider media={media} storage={null} mediaSession={null}>
      <Script {...script} />
      {children}
    </PlayerProvider>
  );
}

const bengawanPeaks = demoPeaks({duration: 214, silence: 1});
const minusOnePeaks = demoPeaks({duration: 214, silence: 6});

/** The story tracks, with version names in the story's language. */
export function useStoryTracks(): PlayerTrack[] {
  const {locale} = useIntl();
  const en = locale.startsWith('en');
  return [
    {
      id: 'bengawan',
      title: 'Bengawan Solo',
      subtitle: 'Gesang',
      src: '/story/bengawan.mp3',
      durationSeconds: 214,
      peaks: bengawanPeaks,
      variants: [
        {
          id: 'original',
          label: en ? 'Original' : 'Lagu asli',
          src: '/story/bengawan.mp3',
          peaks: bengawanPeaks,
        },
        {id: 'minus-one', label: 'Minus one', src: '/story/bengawan-minus-one.mp3', peaks: minusOnePeaks},
      ],
    },
    {
      id: 'kopi',
      title: 'Kopi Dangdut',
      subtitle: 'Fahmi Shahab',
      src: '/story/kopi.mp3',
      durationSeconds: 247,
    },
    {
      id: 'rayuan',
      title: 'Rayuan Pulau Kelapa',
      subtitle: 'Ismail Marzuki',
      src: '/story/rayuan.mp3',
      durationSeconds: 183,
    },
  ];
}

/** A four-stem result: each stem and the original song as versions of one track, in the story's language. */
export function useFourStemTrack(): PlayerTrack {
  const {locale} = useIntl();
  const en = locale.startsWith('en');
  const names: [string, string, string][] = [
    ['vocals', 'Vokal', 'Vocals'],
    ['drums', 'Drum', 'Drums'],
    ['bass', 'Bas', 'Bass'],
    ['other', 'Lainnya', 'Other'],
    ['original', 'Lagu asli', 'Original'],
  ];
  return {
    id: 'bengawan-4',
    title: 'Bengawan Solo',
    src: '/story/bengawan.mp3',
    durationSeconds: 214,
    peaks: bengawanPeaks,
    variants: names.map(([id, idLabel, enLabel]) => ({
      id,
      label: en ? enLabel : idLabel,
      src: `/story/bengawan-${id}.mp3`,
      peaks: id === 'original' ? bengawanPeaks : minusOnePeaks,
    })),
  };
}

/** A title long enough to wrap or be cut, as real uploads have. */
export const longTitleTrack: PlayerTrack = {
  id: 'long',
  title:
    'Medley Keroncong Kemayoran, Bengawan Solo, Jembatan Merah dan Sepasang Mata Bola (Live at Taman Ismail Marzuki 2019, Remastered)',
  subtitle: 'Orkes Keroncong Tugu Cafrinho, Sundari Soekotjo, Waldjinah dan kawan-kawan',
  src: '/story/medley.mp3',
  durationSeconds: 1264,
};

/** Lengths of the story sources, as the fake media element reports them. */
export const storyDurations: Record<string, number> = {
  '/story/bengawan.mp3': 214,
  '/story/bengawan-minus-one.mp3': 214,
  '/story/kopi.mp3': 247,
  '/story/rayuan.mp3': 183,
  '/story/medley.mp3': 1264,
  '/story/bengawan-vocals.mp3': 214,
  '/story/bengawan-drums.mp3': 214,
  '/story/bengawan-bass.mp3': 214,
  '/story/bengawan-other.mp3': 214,
  '/story/bengawan-original.mp3': 214,
};
