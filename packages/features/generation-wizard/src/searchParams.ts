import type {MinusOneVariant} from './MinusOneFlow';
import type {SeparationValue, SongFormat} from './types';

const FORMATS: readonly SongFormat[] = ['mp3', 'wav', 'flac'];

const numberIn = (value: string | null, min: number, max: number, fallback: number) => {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) && number >= min && number <= max ? number : fallback;
};

/**
 * The settings a link asks for (`?stems=4&engine=dsp&key=2&tempo=0.9&format=wav&loudness=-14`), as
 * "re-run with other settings" in the history writes them; anything missing or out of range takes
 * the default (`defaults`, the API's, from the app). The quick page takes only stems and format from it.
 */
export function paramsFromSearch(
  search: URLSearchParams,
  defaults: SeparationValue,
  variant: MinusOneVariant = 'custom',
): SeparationValue {
  const format = search.get('format');
  const loudness = search.get('loudness');
  const chosen: SeparationValue = {
    stems: search.get('stems') === '4' ? '4' : defaults.stems,
    engine: search.get('engine') || defaults.engine,
    semitones: Math.round(numberIn(search.get('key'), -12, 12, 0)),
    tempo: numberIn(search.get('tempo'), 0.5, 2, 1),
    format: FORMATS.includes(format as SongFormat) ? (format as SongFormat) : defaults.format,
    loudnessTarget: loudness === null ? null : numberIn(loudness, -30, -6, -14),
  };
  // The quick page shows only stems and format: nothing it hides may change the result.
  if (variant === 'simple') return {...defaults, stems: chosen.stems, format: chosen.format};
  return chosen;
}

/** The settings as query parameters, leaving out `defaults`; the simple page keeps only stems and format. */
export function paramsToSearch(
  params: SeparationValue,
  defaults: SeparationValue,
  variant: MinusOneVariant = 'custom',
): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.stems !== defaults.stems) query['stems'] = params.stems;
  if (params.format !== defaults.format) query['format'] = params.format;
  if (variant === 'simple') return query;
  if (params.engine !== defaults.engine) query['engine'] = params.engine;
  if (params.semitones !== 0) query['key'] = String(params.semitones);
  if (params.tempo !== 1) query['tempo'] = String(params.tempo);
  if (params.loudnessTarget !== null) query['loudness'] = String(params.loudnessTarget);
  return query;
}
