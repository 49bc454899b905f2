import {demoPeaks} from '@nada/waveform/testing';
import {defaultSettings} from '../mixMath';
import type {PlaygroundMixApi} from '../usePlaygroundMix';
import type {PlaygroundStem} from '../types';

/** Four stems of a 3:34 song, with waveforms. */
export const storyStems: PlaygroundStem[] = [
  {id: 'vocals', label: 'Vokal', src: '/story/vocals.mp3', peaks: demoPeaks({duration: 214})},
  {id: 'drums', label: 'Drum', src: '/story/drums.mp3', peaks: demoPeaks({duration: 214})},
  {id: 'bass', label: 'Bas', src: '/story/bass.mp3', peaks: demoPeaks({duration: 214})},
  {id: 'other', label: 'Instrumen lain', src: '/story/other.mp3', peaks: demoPeaks({duration: 214})},
];

const noop = () => undefined;

/** A playground's state and commands that change nothing, for stories: what `usePlaygroundMix` answers. */
export function storyMix(change: Partial<PlaygroundMixApi> = {}): PlaygroundMixApi {
  return {
    status: 'ready',
    error: null,
    stems: storyStems,
    currentTime: 0,
    duration: 214,
    settings: defaultSettings(storyStems.map((stem) => stem.id)),
    play: async () => undefined,
    pause: noop,
    toggle: noop,
    seek: noop,
    setLevel: noop,
    setSemitones: noop,
    setTempo: noop,
    setLoop: noop,
    toggleLoop: noop,
    addMarker: () => 'm1',
    renameMarker: noop,
    removeMarker: noop,
    measure: () => null,
    ...change,
  };
}

/** A mix someone worked on: the vocals solo and left, the drums muted, +2 semitones at 90 %, a loop and two markers. */
export const shapedSettings = {
  levels: {
    vocals: {volume: 0.8, muted: false, solo: true, pan: -0.4},
    drums: {volume: 1, muted: true, solo: false, pan: 0},
    bass: {volume: 0.6, muted: false, solo: false, pan: 0.3},
    other: {volume: 1, muted: false, solo: false, pan: 0},
  },
  semitones: 2,
  tempo: 0.9,
  loop: {start: 52, end: 74, enabled: true},
  markers: [
    {id: 'a', name: 'Reff', time: 52},
    {id: 'b', name: 'Bridge', time: 131},
  ],
};
