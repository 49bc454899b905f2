import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Small files for upload tests, made with ffmpeg (a 440 Hz sine) rather than checked in. */
export interface AudioFixtures {
  /** Two seconds of mono MP3 at 44.1 kHz with an ID3 tag. */
  mp3: Buffer;
  /** One second of mono 16-bit WAV at 22.05 kHz. */
  wav: Buffer;
  /** Plain text, to be sent under an `.mp3` name. */
  text: Buffer;
  /** The first 400 bytes of `mp3`: its ID3 tag and part of a frame, which ffprobe cannot read. */
  truncatedMp3: Buffer;
  /** 120 s of mono 8 kHz FLAC (silence, so it stays small) whose STREAMINFO claims 10 s. */
  lyingFlac: Buffer;
}

/**
 * The FLAC with its STREAMINFO total-samples field (the low 36 bits of the 8 bytes after the
 * minimum and maximum block and frame sizes) set to `seconds` at `sampleRate`.
 */
function withClaimedLength(flac: Buffer, seconds: number, sampleRate: number): Buffer {
  if (flac.toString('latin1', 0, 4) !== 'fLaC') throw new Error('not a FLAC file');
  const patched = Buffer.from(flac);
  // "fLaC", the block header (4 bytes), then 10 bytes of block and frame sizes.
  const at = 4 + 4 + 10;
  const fields = patched.readBigUInt64BE(at);
  const totalSamplesMask = (1n << 36n) - 1n;
  patched.writeBigUInt64BE((fields & ~totalSamplesMask) | BigInt(seconds * sampleRate), at);
  return patched;
}

/** Generates the fixtures in a temporary folder and reads them into memory. */
export function makeAudioFixtures(): AudioFixtures {
  const folder = mkdtempSync(join(tmpdir(), 'nada-audio-'));
  try {
    const make = (name: string, args: string[]) => {
      const path = join(folder, name);
      execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', ...args, path]);
      return readFileSync(path);
    };
    const mp3 = make('sine.mp3', [
      '-i',
      'sine=frequency=440:duration=2',
      '-c:a',
      'libmp3lame',
      '-b:a',
      '64k',
    ]);
    const wav = make('sine.wav', [
      '-i',
      'sine=frequency=440:duration=1:sample_rate=22050',
      '-c:a',
      'pcm_s16le',
    ]);
    const flac = make('silence.flac', ['-i', 'anullsrc=r=8000:cl=mono', '-t', '120', '-c:a', 'flac']);
    return {
      mp3,
      wav,
      lyingFlac: withClaimedLength(flac, 10, 8000),
      text: Buffer.from('Ini bukan lagu. This is not a song, just text renamed to .mp3.\n'.repeat(20)),
      truncatedMp3: mp3.subarray(0, 400),
    };
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}
