import {useEffect, useState, useSyncExternalStore} from 'react';
import {
  createMetronome,
  type MetronomeController,
  type MetronomeEnvironment,
  type MetronomeState,
} from './core/metronome';
import {
  createToneGenerator,
  type ToneController,
  type ToneEnvironment,
  type ToneState,
} from './core/toneGenerator';
import {createTuner, type TunerController, type TunerEnvironment, type TunerState} from './core/tuner';

let shared: AudioContext | undefined;

/**
 * The page's one AudioContext, created on first use (inside a click, so browsers let it play);
 * `latencyHint: 'interactive'` keeps the metronome's output delay small.
 */
export function browserAudioContext(): AudioContext {
  shared ??= new AudioContext({latencyHint: 'interactive'});
  return shared;
}

function useController<
  State,
  Controller extends {getSnapshot(): State; subscribe(listener: () => void): () => void; dispose(): void},
>(create: () => Controller): [State, Controller] {
  const [controller] = useState(create);
  useEffect(() => () => controller.dispose(), [controller]);
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  return [state, controller];
}

/** The tone generator's state and commands; the environment defaults to the browser's audio. */
export function useToneGenerator(environment: Partial<ToneEnvironment> = {}): [ToneState, ToneController] {
  return useController<ToneState, ToneController>(() =>
    createToneGenerator({getContext: browserAudioContext, ...environment}),
  );
}

/** The tuner's state and commands; the environment defaults to the browser's microphone and audio. */
export function useTuner(environment: Partial<TunerEnvironment> = {}): [TunerState, TunerController] {
  return useController<TunerState, TunerController>(() =>
    createTuner({getContext: browserAudioContext, ...environment}),
  );
}

/** The metronome's state and commands; the environment defaults to the browser's audio. */
export function useMetronome(
  environment: Partial<MetronomeEnvironment> = {},
): [MetronomeState, MetronomeController] {
  return useController<MetronomeState, MetronomeController>(() =>
    createMetronome({getContext: browserAudioContext, ...environment}),
  );
}
