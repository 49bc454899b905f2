import {useEffect, useMemo, useSyncExternalStore} from 'react';
import {StemMix} from './stemMix';
import type {MixStem, StemMixOptions, StemMixState} from './stemMix';

/** A stem mix's state and commands, for {@link StemMixer}. */
export interface StemMixApi extends StemMixState {
  play: StemMix['play'];
  pause: StemMix['pause'];
  seek: StemMix['seek'];
  setVolume: StemMix['setVolume'];
  setMuted: StemMix['setMuted'];
}

/**
 * Plays `stems` together with a level each: a {@link StemMix}, made again when the stems change,
 * whose audio is made after render and let go on unmount.
 */
export function useStemMix(stems: readonly MixStem[], options?: StemMixOptions): StemMixApi {
  const key = stems.map((stem) => `${stem.id}\n${stem.label}\n${stem.src}`).join('\n\n');
  // The stems are read through `key` (a new array each render is the same stems); options are
  // read when the mix is made.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const mix = useMemo(() => new StemMix(stems, options), [key]);
  useEffect(() => mix.attach(), [mix]);
  const state = useSyncExternalStore(mix.subscribe, mix.getSnapshot, mix.getSnapshot);
  return useMemo(
    () => ({
      ...state,
      play: mix.play,
      pause: mix.pause,
      seek: mix.seek,
      setVolume: mix.setVolume,
      setMuted: mix.setMuted,
    }),
    [mix, state],
  );
}
