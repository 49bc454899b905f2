import {decodeAudio} from '../ffmpeg.ts';
import {estimateKey} from '../key.ts';
import {integratedLoudness, samplePeak, truePeak} from '../loudness.ts';
import type {StereoAudio} from '../stereo.ts';
import {audioDuration, audioLength, toMono} from '../stereo.ts';
import {estimateTempo} from '../tempo.ts';
import type {GeneratedTrack} from './generateTrack.ts';

/** What a generated track measures, from its audio alone (the MIDI is not read). */
export interface TrackAnalysis {
  /** The length of the mix file. */
  durationSeconds: number;
  /** Where the music stops: the last moment louder than -50 dBFS (20 ms windows). */
  musicEndsSeconds: number;
  /** The tempo estimated from the mix's onsets. */
  bpm: number;
  /** The key estimated from the mix's chroma, e.g. 'D major'. */
  key: string;
  integratedLufs: number;
  truePeakDb: number;
  samplePeakDb: number;
  /** Samples at or above full scale (after decoding). */
  clippedSamples: number;
  /** The difference between the sum of the stems and the mix, relative to the mix, in dB (-Infinity = identical). */
  stemSumErrorDb: number;
}

function lastLoudMoment(audio: StereoAudio, thresholdDb = -50): number {
  const mono = toMono(audio);
  const window = Math.round(0.02 * audio.sampleRate);
  const threshold = 10 ** (thresholdDb / 20);
  for (let end = mono.length; end > 0; end -= window) {
    let peak = 0;
    for (let i = Math.max(0, end - window); i < end; i++) peak = Math.max(peak, Math.abs(mono[i]!));
    if (peak > threshold) return end / audio.sampleRate;
  }
  return 0;
}

/** Measures a generated track's files: length, tempo, key, loudness, peaks and how well the stems add up. */
export async function analyseTrack(track: Pick<GeneratedTrack, 'mixPath' | 'stems'>): Promise<TrackAnalysis> {
  const mix = await decodeAudio(track.mixPath);
  const length = audioLength(mix);
  const sum = [new Float64Array(length), new Float64Array(length)];
  for (const stem of track.stems) {
    const audio = await decodeAudio(stem.path);
    for (let c = 0; c < 2; c++) {
      const source = audio.channels[c]!;
      const target = sum[c]!;
      for (let i = 0; i < Math.min(length, source.length); i++) target[i]! += source[i]!;
    }
  }
  let errorEnergy = 0;
  let mixEnergy = 0;
  let clipped = 0;
  for (let c = 0; c < 2; c++) {
    const channel = mix.channels[c]!;
    for (let i = 0; i < length; i++) {
      const x = channel[i]!;
      errorEnergy += (sum[c]![i]! - x) ** 2;
      mixEnergy += x * x;
      if (Math.abs(x) >= 0.99997) clipped++;
    }
  }
  const key = estimateKey(mix);
  return {
    durationSeconds: Math.round(audioDuration(mix) * 100) / 100,
    musicEndsSeconds: Math.round(lastLoudMoment(mix) * 100) / 100,
    bpm: estimateTempo(mix).bpm,
    key: key.name,
    integratedLufs: Math.round(integratedLoudness(mix) * 100) / 100,
    truePeakDb: Math.round(truePeak(mix) * 100) / 100,
    samplePeakDb: Math.round(samplePeak(mix) * 100) / 100,
    clippedSamples: clipped,
    stemSumErrorDb: Math.round(10 * Math.log10(errorEnergy / mixEnergy) * 10) / 10,
  };
}

/** The checks of the generation benchmark and its CI test; each failure as a sentence. */
export function checkTrack(
  analysis: TrackAnalysis,
  expected: {durationSeconds: number; bpm: number; key: string},
): string[] {
  const failures: string[] = [];
  if (Math.abs(analysis.durationSeconds - expected.durationSeconds) > 3)
    failures.push(`length ${analysis.durationSeconds} s, asked ${expected.durationSeconds} s`);
  if (expected.durationSeconds - analysis.musicEndsSeconds > 3)
    failures.push(`the music stops at ${analysis.musicEndsSeconds} s of ${expected.durationSeconds} s`);
  if (Math.abs(analysis.bpm / expected.bpm - 1) > 0.04)
    failures.push(`tempo ${analysis.bpm} BPM, asked ${expected.bpm}`);
  if (analysis.key !== expected.key) failures.push(`key ${analysis.key}, asked ${expected.key}`);
  if (Math.abs(analysis.integratedLufs + 14) > 1) failures.push(`loudness ${analysis.integratedLufs} LUFS`);
  if (analysis.truePeakDb > -0.5 || analysis.clippedSamples > 0)
    failures.push(
      `clipping: true peak ${analysis.truePeakDb} dBTP, ${analysis.clippedSamples} clipped samples`,
    );
  if (analysis.stemSumErrorDb > -40)
    failures.push(`stems differ from the mix by ${analysis.stemSumErrorDb} dB`);
  return failures;
}
