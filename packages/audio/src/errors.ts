/** The stable codes of every error @nada/audio throws on purpose. */
export const AUDIO_ERROR_CODES = [
  'AUDIO_NOT_FOUND',
  'AUDIO_UNDECODABLE',
  'AUDIO_NO_STREAM',
  'AUDIO_EMPTY',
  'AUDIO_TOO_LONG',
  'AUDIO_RANGE_OUTSIDE',
  'AUDIO_ENCODE_FAILED',
  'FFMPEG_MISSING',
  'RUBBERBAND_MISSING',
  'RUBBERBAND_FAILED',
  'ENGINE_STEMS_UNSUPPORTED',
  'ENGINE_UNKNOWN',
  'ENGINE_MODEL_INVALID',
  'SYNTH_MISSING',
  'SYNTH_FAILED',
  'SOUNDFONT_MISSING',
] as const;

/** One of `AUDIO_ERROR_CODES`. */
export type AudioErrorCode = (typeof AUDIO_ERROR_CODES)[number];

/** What each code means, in Indonesian (the default) and English, for callers that show it to a user. */
export const AUDIO_ERROR_MESSAGES: Record<AudioErrorCode, {id: string; en: string}> = {
  AUDIO_NOT_FOUND: {id: 'Berkas audio tidak ditemukan.', en: 'The audio file was not found.'},
  AUDIO_UNDECODABLE: {
    id: 'Berkas ini tidak bisa dibaca sebagai audio. Coba format lain (mp3, wav, flac, m4a, ogg, webm, mp4).',
    en: 'This file cannot be read as audio. Try another format (mp3, wav, flac, m4a, ogg, webm, mp4).',
  },
  AUDIO_NO_STREAM: {id: 'Berkas ini tidak berisi suara.', en: 'This file contains no audio track.'},
  AUDIO_EMPTY: {
    id: 'Audio di berkas ini kosong (durasinya nol).',
    en: 'The audio in this file is empty (zero length).',
  },
  AUDIO_TOO_LONG: {
    id: 'Audio di berkas ini lebih panjang dari batas yang diizinkan.',
    en: 'The audio in this file is longer than the allowed limit.',
  },
  AUDIO_RANGE_OUTSIDE: {
    id: 'Bagian yang dipilih berada di luar durasi audio.',
    en: 'The chosen range lies outside the audio.',
  },
  AUDIO_ENCODE_FAILED: {
    id: 'Audio gagal disimpan ke format tujuan.',
    en: 'The audio could not be written in the chosen format.',
  },
  FFMPEG_MISSING: {
    id: 'ffmpeg tidak terpasang di server, jadi audio tidak bisa diproses.',
    en: 'ffmpeg is not installed on the server, so audio cannot be processed.',
  },
  RUBBERBAND_MISSING: {
    id: 'Rubber Band tidak terpasang di server, jadi nada dan tempo tidak bisa diubah.',
    en: 'Rubber Band is not installed on the server, so key and tempo cannot be changed.',
  },
  RUBBERBAND_FAILED: {id: 'Perubahan nada atau tempo gagal.', en: 'Changing the key or tempo failed.'},
  ENGINE_STEMS_UNSUPPORTED: {
    id: 'Mesin pemisah ini tidak mendukung jumlah stem yang dipilih.',
    en: 'This separation engine does not offer the chosen stem set.',
  },
  ENGINE_UNKNOWN: {
    id: 'Mesin pemisah ini tidak dikenal atau modelnya tidak terpasang.',
    en: 'This separation engine is unknown, or its model is not installed.',
  },
  ENGINE_MODEL_INVALID: {
    id: 'Model pemisah ini rusak atau tidak lengkap, jadi tidak bisa dipakai.',
    en: 'This separation model is broken or incomplete, so it cannot be used.',
  },
  SYNTH_MISSING: {
    id: 'FluidSynth tidak terpasang di server, jadi musik tidak bisa dibuat.',
    en: 'FluidSynth is not installed on the server, so music cannot be generated.',
  },
  SYNTH_FAILED: {
    id: 'Instrumen gagal dimainkan saat membuat musik. Coba lagi.',
    en: 'The instruments failed to play while generating the music. Please try again.',
  },
  SOUNDFONT_MISSING: {
    id: 'Suara instrumen (soundfont) tidak terpasang di server, jadi musik tidak bisa dibuat.',
    en: 'The instrument sounds (soundfont) are not installed on the server, so music cannot be generated.',
  },
};

/** An expected failure of the audio engine, with a stable `code` and the tool's own words in `detail`. */
export class AudioError extends Error {
  /** The stable code, e.g. `'AUDIO_UNDECODABLE'`. */
  readonly code: AudioErrorCode;
  /** What the system tool printed, for logs; never shown to users. */
  readonly detail: string | undefined;

  constructor(code: AudioErrorCode, options: {detail?: string; cause?: unknown; message?: string} = {}) {
    super(
      options.message ?? AUDIO_ERROR_MESSAGES[code].en,
      options.cause === undefined ? {} : {cause: options.cause},
    );
    this.name = 'AudioError';
    this.code = code;
    this.detail = options.detail;
  }
}

/** Whether `error` is an `AudioError` (optionally with the given code). */
export function isAudioError(error: unknown, code?: AudioErrorCode): error is AudioError {
  return error instanceof AudioError && (code === undefined || error.code === code);
}
