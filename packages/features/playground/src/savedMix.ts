// A mix as the API keeps and exports it: the saved settings of `GET|PUT /api/jobs/{id}/mix`, the
// lanes of a separation's stems, and the params of a `mix` job.
import type {MixExportRequest} from './ExportDialog';
import type {SourceStem} from './playgroundClient';
import type {MixSettings, StemLevel} from './types';
import {DEFAULT_LEVEL} from './mixMath';

/** A stem's level as the API lists it: named by its stem. */
export interface SavedStemLevel extends StemLevel {
  stem: string;
}

/** A mix as the API saves it: the levels as a list, the rest as the playground's settings. */
export interface SavedMix extends Omit<MixSettings, 'levels'> {
  stems: SavedStemLevel[];
}

/** The longest marker name the API keeps. */
const MARKER_NAME_LENGTH = 60;

/** The API's saved mix as the playground's settings (levels by stem id). */
export function mixSettingsOf(saved: SavedMix): MixSettings {
  return {
    levels: Object.fromEntries(
      saved.stems.map(({stem, volume, muted, solo, pan}) => [stem, {volume, muted, solo, pan}]),
    ),
    semitones: saved.semitones,
    tempo: saved.tempo,
    loop: saved.loop,
    markers: saved.markers,
  };
}

/** The playground's settings as the API saves them (marker names cut to what it keeps). */
export function savedMixOf(settings: MixSettings): SavedMix {
  return {
    stems: Object.entries(settings.levels).map(([stem, level]) => ({stem, ...level})),
    semitones: settings.semitones,
    tempo: settings.tempo,
    loop: settings.loop,
    markers: settings.markers.map((marker) => ({...marker, name: marker.name.slice(0, MARKER_NAME_LENGTH)})),
  };
}

/**
 * A separation's stems as lanes. Four stems come with their sum, the instrumental, which would play
 * them twice, so it has no lane then.
 */
export function separationLanes(
  stems: readonly {name: string; src: string; peaks: SourceStem['peaks']}[],
): SourceStem[] {
  const four = stems.some((stem) => stem.name === 'drums');
  return stems
    .filter((stem) => !four || stem.name !== 'instrumental')
    .map((stem) => ({id: stem.name, group: 'stem', src: stem.src, peaks: stem.peaks}));
}

/**
 * The params of a `mix` job exporting `stems` of job `sourceJobId` as the playground plays them:
 * the lanes' levels (a lane never touched at the default), the master key and tempo (in percent),
 * the loop region when asked, the format and the language of its file's name.
 */
export function mixJobParams(
  sourceJobId: string,
  stems: readonly string[],
  settings: MixSettings,
  request: MixExportRequest & {locale: 'id' | 'en'},
) {
  return {
    sourceJobId,
    stems: stems.map((stem) => ({stem, ...(settings.levels[stem] ?? DEFAULT_LEVEL)})),
    semitones: settings.semitones,
    tempoPercent: Math.round(settings.tempo * 1000) / 10,
    region: request.onlyLoop && settings.loop ? {start: settings.loop.start, end: settings.loop.end} : null,
    format: request.format,
    locale: request.locale,
  };
}
