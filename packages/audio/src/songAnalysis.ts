import {estimateKey} from './key.ts';
import {integratedLoudness} from './loudness.ts';
import type {Lufs} from './loudness.ts';
import {waveformPeaks} from './peaks.ts';
import type {WaveformPeaks} from './peaks.ts';
import type {Seconds, StereoAudio} from './stereo.ts';
import {audioDuration, toMono} from './stereo.ts';
import {estimateTempo} from './tempo.ts';

/** What `separateSong` reports about its input: length, tempo, key, loudness and the player's peaks. */
export interface SongAnalysis {
  durationSeconds: Seconds;
  peaks: WaveformPeaks;
  /** The estimated tempo in beats per minute (0 for silence). */
  bpm: number;
  /** The estimated key, e.g. `'A minor'`. */
  key: string;
  /** Integrated loudness in LUFS; silence reads -70, the absolute gate, so the result stays JSON. */
  loudness: Lufs;
}

/** Duration, tempo, key, loudness and waveform peaks of a song; synchronous, and a worker task (`analyseSongTask`). */
export function analyseSong(audio: StereoAudio): SongAnalysis {
  const mono = {signal: toMono(audio), sampleRate: audio.sampleRate};
  const loudness = integratedLoudness(audio);
  return {
    durationSeconds: audioDuration(audio),
    peaks: waveformPeaks(audio),
    bpm: Math.round(estimateTempo(mono).bpm * 10) / 10,
    key: estimateKey(mono).name,
    loudness: Number.isFinite(loudness) ? Math.round(loudness * 10) / 10 : -70,
  };
}

/** `analyseSong` as a worker task, so a long song's analysis does not hold the caller's thread. */
export function analyseSongTask(input: {audio: StereoAudio}): SongAnalysis {
  return analyseSong(input.audio);
}
