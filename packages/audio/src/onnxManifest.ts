import {readFile, readdir, stat} from 'node:fs/promises';
import {join} from 'node:path';
import {AudioError} from './errors.ts';
import type {Lufs} from './loudness.ts';
import type {StemSet} from './separation.ts';
import {SAMPLE_RATE} from './stereo.ts';
import type {Hertz} from './units.ts';

/** The stems a split model may give from an instrumental (two of them; the third is the rest). */
export type SplitStem = 'drums' | 'bass' | 'other';

const SPLIT_STEMS: readonly SplitStem[] = ['drums', 'bass', 'other'];

/**
 * What `<modelsDir>/<name>/manifest.json` says about an MDX-Net-style spectrogram model in
 * `model.onnx` beside it (see the README, "ONNX models"): a 2-stem model, or a split model.
 */
export type OnnxModelManifest = StemModelManifest | SplitModelManifest;

/** An engine's model: one stem of the mix (`target`), the other is the mix minus it. */
export interface StemModelManifest extends SpectrogramModelManifest {
  /** The stem sets it produces; MDX-Net models give one stem, so only `'2'`. */
  stems: StemSet[];
  /** The stem the model outputs; the other is the mix minus it. */
  target: 'vocals' | 'instrumental';
}

/**
 * A model that splits an instrumental into two of drums, bass and other (`targets`, the model's
 * outputs side by side: `[1, 8, dimF, dimT]`); the third is the instrumental minus them. It is
 * part of engines (their 4 stems), not an engine of its own.
 */
export interface SplitModelManifest extends SpectrogramModelManifest {
  stems: ['4'];
  targets: [SplitStem, SplitStem];
}

/** What every model's manifest says. */
export interface SpectrogramModelManifest {
  /** The folder name, which makes the engine id `onnx:<name>`. */
  name: string;
  /** What a person sees in the engine list, e.g. "MDX-Net Inst HQ 3". */
  label: string;
  /** The sample rate it was trained at (Nada decodes everything to 44 100 Hz). */
  sampleRate: Hertz;
  /** The STFT size, even (powers of two are fastest; 6144 or 7680 work too). */
  nFft: number;
  /** The STFT hop in samples. */
  hop: number;
  /** How many of the lowest frequency bins the model takes (at most nFft / 2 + 1). */
  dimF: number;
  /** How many STFT frames one model run takes: the chunk length. */
  dimT: number;
  /** The fraction of each chunk shared with the next one, crossfaded, 0 to 0.9. */
  overlap: number;
  /** A factor the model's output is multiplied by (some exports are trained slightly quiet). @default 1 */
  compensation: number;
  /**
   * The integrated loudness a song is brought to before the model hears it, and taken back from
   * afterwards (a mask model trained on mixes at one level hears a much quieter or louder song
   * worse); unset, the song goes in as it is.
   */
  inputLoudness?: Lufs | undefined;
}

/** The files of one installed model. */
export interface OnnxModel {
  manifest: OnnxModelManifest;
  /** The model's folder. */
  dir: string;
  /** `<dir>/model.onnx`. */
  modelPath: string;
}

/** A model folder name: letters, digits, dots, dashes and underscores, so an id never reaches outside the folder. */
export const MODEL_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function invalid(source: string, problem: string): AudioError {
  return new AudioError('ENGINE_MODEL_INVALID', {
    detail: `${source}: ${problem}`,
    message: `The separation model is invalid: ${source}: ${problem}`,
  });
}

/**
 * Checks a parsed `manifest.json` of the model folder `name` and fills in its defaults; throws
 * `ENGINE_MODEL_INVALID` naming the first field that is wrong.
 */
export function parseOnnxManifest(
  json: unknown,
  name: string,
  source = `${name}/manifest.json`,
): OnnxModelManifest {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw invalid(source, 'is not a JSON object');
  const fields = json as Record<string, unknown>;
  const whole = (key: string, min: number): number => {
    const value = fields[key];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min)
      throw invalid(source, `${key} must be a whole number of at least ${min}`);
    return value;
  };
  if (fields['name'] !== name) throw invalid(source, `name must be "${name}", the folder's name`);
  const label = fields['label'];
  if (typeof label !== 'string' || !label.trim()) throw invalid(source, 'label must be a non-empty string');
  const stems = fields['stems'];
  const targets = fields['targets'];
  const split = Array.isArray(stems) && stems.length === 1 && stems[0] === '4';
  if (!split && (!Array.isArray(stems) || stems.length !== 1 || stems[0] !== '2'))
    throw invalid(
      source,
      'stems must be ["2"] (the model gives one stem, the other is the rest) or ["4"] (it splits an instrumental)',
    );
  const target = fields['target'];
  if (!split && target !== 'vocals' && target !== 'instrumental')
    throw invalid(source, 'target must be "vocals" or "instrumental"');
  if (
    split &&
    (!Array.isArray(targets) ||
      targets.length !== 2 ||
      targets[0] === targets[1] ||
      !targets.every((stem) => SPLIT_STEMS.includes(stem as SplitStem)))
  )
    throw invalid(source, 'targets must be two of "drums", "bass" and "other" (the third is the rest)');
  if (fields['sampleRate'] !== SAMPLE_RATE) throw invalid(source, `sampleRate must be ${SAMPLE_RATE}`);
  const nFft = whole('nFft', 16);
  if (nFft % 2 !== 0) throw invalid(source, 'nFft must be even');
  const hop = whole('hop', 1);
  if (2 * hop > nFft) throw invalid(source, 'hop must be at most nFft / 2');
  const dimF = whole('dimF', 1);
  if (dimF > nFft / 2 + 1) throw invalid(source, 'dimF must be at most nFft / 2 + 1');
  const dimT = whole('dimT', 2);
  const overlap = fields['overlap'];
  if (typeof overlap !== 'number' || !(overlap >= 0 && overlap <= 0.9))
    throw invalid(source, 'overlap must be a number from 0 to 0.9');
  const compensation = fields['compensation'] ?? 1;
  if (typeof compensation !== 'number' || !(compensation > 0 && compensation < 10))
    throw invalid(source, 'compensation must be a positive number below 10');
  const inputLoudness = fields['inputLoudness'];
  if (
    inputLoudness !== undefined &&
    (typeof inputLoudness !== 'number' || !(inputLoudness >= -40 && inputLoudness <= 0))
  )
    throw invalid(source, 'inputLoudness must be a loudness in LUFS from -40 to 0');
  return {
    name,
    label: label.trim(),
    ...(split
      ? {stems: ['4'] as ['4'], targets: targets as [SplitStem, SplitStem]}
      : {stems: ['2'] as StemSet[], target: target as StemModelManifest['target']}),
    sampleRate: SAMPLE_RATE,
    nFft,
    hop,
    dimF,
    dimT,
    overlap,
    compensation,
    ...(inputLoudness === undefined ? {} : {inputLoudness}),
  };
}

/** Reads and checks the model `name` in `modelsDir`; `ENGINE_UNKNOWN` if there is none, `ENGINE_MODEL_INVALID` if it is broken. */
export async function readOnnxModel(modelsDir: string, name: string): Promise<OnnxModel> {
  if (!MODEL_NAME_PATTERN.test(name))
    throw new AudioError('ENGINE_UNKNOWN', {detail: `onnx:${name} is not a valid model name`});
  const dir = join(modelsDir, name);
  const manifestPath = join(dir, 'manifest.json');
  let text: string;
  try {
    text = await readFile(manifestPath, 'utf8');
  } catch (error) {
    throw new AudioError('ENGINE_UNKNOWN', {cause: error, detail: `${manifestPath} cannot be read`});
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw invalid(`${name}/manifest.json`, `is not valid JSON (${(error as Error).message})`);
  }
  const manifest = parseOnnxManifest(json, name);
  const modelPath = join(dir, 'model.onnx');
  const file = await stat(modelPath).catch(() => null);
  if (!file?.isFile()) throw invalid(`${name}/model.onnx`, 'is missing');
  return {manifest, dir, modelPath};
}

/**
 * Every model folder of `modelsDir` (none when it does not exist), each read and checked: valid
 * ones as `model`, broken ones with the `error` that says why.
 */
export async function listOnnxModels(
  modelsDir: string,
): Promise<({name: string; model: OnnxModel} | {name: string; error: AudioError})[]> {
  const entries = await readdir(modelsDir, {withFileTypes: true}).catch(() => []);
  const names = entries
    .filter((entry) => entry.isDirectory() && MODEL_NAME_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      try {
        return {name, model: await readOnnxModel(modelsDir, name)};
      } catch (error) {
        if (error instanceof AudioError) return {name, error};
        throw error;
      }
    }),
  );
}
