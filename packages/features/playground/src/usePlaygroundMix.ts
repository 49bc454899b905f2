import {useEffect, useState, useSyncExternalStore} from 'react';
import {PlaygroundMix} from './playgroundMix';
import type {PlaygroundMixOptions, PlaygroundState} from './playgroundMix';
import type {PlaygroundStem} from './types';

/** The playground's state and its commands. */
export type PlaygroundMixApi = PlaygroundState &
  Pick<
    PlaygroundMix,
    | 'play'
    | 'pause'
    | 'toggle'
    | 'seek'
    | 'setLevel'
    | 'setSemitones'
    | 'setTempo'
    | 'setLoop'
    | 'toggleLoop'
    | 'addMarker'
    | 'renameMarker'
    | 'removeMarker'
    | 'measure'
  >;

/**
 * One {@link PlaygroundMix} for `stems`, attached while mounted; the options are read when it is made
 * (pass a new `key` to start over with other stems).
 */
export function usePlaygroundMix(
  stems: readonly PlaygroundStem[],
  options?: PlaygroundMixOptions,
): PlaygroundMixApi {
  const [mix] = useState(() => new PlaygroundMix(stems, options));
  useEffect(() => mix.attach(), [mix]);
  const state = useSyncExternalStore(mix.subscribe, mix.getSnapshot, mix.getSnapshot);
  const {play, pause, toggle, seek, setLevel, setSemitones, setTempo, setLoop, toggleLoop} = mix;
  const {addMarker, renameMarker, removeMarker, measure} = mix;
  return {
    ...state,
    play,
    pause,
    toggle,
    seek,
    setLevel,
    setSemitones,
    setTempo,
    setLoop,
    toggleLoop,
    addMarker,
    renameMarker,
    removeMarker,
    measure,
  };
}
