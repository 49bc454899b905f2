import type {WaveformPeaks} from '@nada/waveform';

const SAMPLES_PER_BUCKET = 512;

/** The waveform peaks of an audio file the browser can decode, for the cutter's waveform. */
export async function peaksOfFile(file: File): Promise<WaveformPeaks> {
  const context = new OfflineAudioContext(1, 1, 44100);
  const audio = await context.decodeAudioData(await file.arrayBuffer());
  const channels = Array.from({length: audio.numberOfChannels}, (_, index) => audio.getChannelData(index));
  const buckets = Math.ceil(audio.length / SAMPLES_PER_BUCKET);
  const min = new Float32Array(buckets);
  const max = new Float32Array(buckets);
  for (const samples of channels)
    for (let i = 0; i < samples.length; i++) {
      const bucket = Math.floor(i / SAMPLES_PER_BUCKET);
      const value = samples[i] ?? 0;
      min[bucket] = Math.min(min[bucket] ?? 0, value);
      max[bucket] = Math.max(max[bucket] ?? 0, value);
    }
  return {
    sampleRate: audio.sampleRate,
    channels: audio.numberOfChannels,
    length: audio.length,
    levels: [{samplesPerBucket: SAMPLES_PER_BUCKET, min: Array.from(min), max: Array.from(max)}],
  };
}
