export {drawPeaks} from './draw';
export type {DrawPeaksOptions, PeaksContext} from './draw';
export {isEmptyPeaks, peakColumns, peaksDuration, pickLevel} from './peaks';
export type {PeakColumns, PeakColumnsOptions} from './peaks';
export {useSpokenTime} from './time';
export type {
  Samples,
  Seconds,
  WaveformPeakLevel,
  WaveformPeaks,
  WaveformRegion,
  WaveformStatus,
} from './types';
export {LOOP_REGION_ID, WAVEFORM_DEFAULTS, useWaveform} from './useWaveform';
export type {UseWaveformOptions, WaveformState} from './useWaveform';
export {Waveform} from './Waveform';
export type {WaveformProps} from './Waveform';
export {messages as waveformMessages} from './messages';
