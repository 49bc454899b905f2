import {stat} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {combineEngines} from './combinedEngine.ts';
import {dspEngine} from './dspEngine.ts';
import {averageEngines} from './ensembleEngine.ts';
import {AudioError, isAudioError} from './errors.ts';
import {createOnnxEngine} from './onnxEngine.ts';
import type {OnnxModel} from './onnxManifest.ts';
import {listOnnxModels, readOnnxModel} from './onnxManifest.ts';
import {createRepetSimEngine} from './repetSim.ts';
import type {SeparateOptions, SeparationEngine, StemSet, Stems} from './separation.ts';
import type {StereoAudio} from './stereo.ts';

/** An engine a user can choose, as the engine list and `GET /api/engines` show it. */
export interface EngineDescription {
  /** `'dsp'`, `'repet-sim'`, `'nada'` or `'onnx:<model>'`. */
  id: string;
  /** A short name for people (the model's own label for ONNX models). */
  label: string;
  /** The stem sets it produces. */
  stems: readonly StemSet[];
  /** True for the engines in this package, its bundled models included; false for models installed in the models folder. */
  builtIn: boolean;
}

/** Options of `listEngines` and `loadEngine`. */
export interface EngineOptions {
  /** The folder of installed ONNX models, one `<name>/manifest.json` + `model.onnx` each; none when unset. */
  modelsDir?: string | undefined;
}

/**
 * The id of the engine `separateSong`, the CLI and the API use when none is given: the best median
 * SDR on real music (the MUSDB18 previews' test split, see docs/benchmarks.md).
 */
export const DEFAULT_ENGINE = 'nada';

/** The ONNX models that ship inside this package (`models/`), always offered whatever `modelsDir` is. */
const BUNDLED_MODELS_DIR = fileURLToPath(new URL('../models', import.meta.url));

/** The bundled model the `nada` engine averages with REPET-SIM. */
const NADA_MODEL = 'nada-mask';

/** The bundled split model that gives the drums and bass of `nada`'s and the bundled model's 4 stems. */
const NADA_SPLIT_MODEL = 'nada-drums-bass';

/**
 * The weights of the model's and REPET-SIM's vocals in `nada`, chosen on the training runs' 10
 * validation previews (MUSDB18 train split, held out of training) with the first run 9 in the model
 * (shares 0.6 / 0.3 / 0.1 of run 9, run 5 and REPET-SIM scored best of those tried); not tuned
 * again for the run 9 that ships (docs/benchmarks.md, "Two networks in the default").
 */
const NADA_WEIGHTS = [0.9, 0.1];

/**
 * REPET-SIM inside `nada`: frames every 1024 samples instead of 512 (the similarity grid unchanged),
 * about half its work. At a tenth of the vocals it scores the same to 0.01 dB on the validation and
 * test previews, and keeps a 3-minute song above 10 times real time (docs/benchmarks.md).
 */
const NADA_REPET_SIM = {hop: 1024, similarityDecimation: 2} as const;

const ONNX_PREFIX = 'onnx:';

// Both channels in worker threads, so a long song does not hold the caller's event loop.
let repetSimInWorkers: SeparationEngine | undefined;
const repetSim = () => (repetSimInWorkers ??= createRepetSimEngine({workers: true}));
let nadaRepetSimInWorkers: SeparationEngine | undefined;
const nadaRepetSim = () =>
  (nadaRepetSimInWorkers ??= createRepetSimEngine({workers: true, ...NADA_REPET_SIM}));

// Loaded when a 4-stem separation first asks for it (then kept, as every model engine is): a 2-stem
// separation, the common one, never reads it. One instance serves `nada` and the bundled models.
const nadaSplit: SeparationEngine = {
  id: NADA_SPLIT_MODEL,
  stems: ['4'],
  async separate<S extends StemSet>(audio: StereoAudio, options: SeparateOptions<S>): Promise<Stems<S>> {
    const engine = await modelEngine(await readOnnxModel(BUNDLED_MODELS_DIR, NADA_SPLIT_MODEL));
    return engine.separate(audio, options);
  },
};

const BUILT_IN: readonly (EngineDescription & {create(): SeparationEngine | Promise<SeparationEngine>})[] = [
  {id: 'dsp', label: 'DSP', stems: ['2', '4'], builtIn: true, create: () => dspEngine},
  // For 4 stems, REPET-SIM's vocals with the dsp engine's drums and bass.
  {
    id: 'repet-sim',
    label: 'REPET-SIM',
    stems: ['2', '4'],
    builtIn: true,
    create: () => combineEngines('repet-sim', repetSim(), dspEngine),
  },
  // The model and REPET-SIM make different mistakes, so a mean of the two is nearer the voice than
  // either alone (docs/benchmarks.md); for 4 stems the split model gives the drums and bass of that
  // instrumental.
  {
    id: 'nada',
    label: 'Nada (model + REPET-SIM)',
    stems: ['2', '4'],
    builtIn: true,
    create: async () =>
      combineEngines(
        'nada',
        averageEngines(
          'nada',
          [await modelEngine(await readOnnxModel(BUNDLED_MODELS_DIR, NADA_MODEL)), nadaRepetSim()],
          NADA_WEIGHTS,
        ),
        nadaSplit,
      ),
  },
];

/**
 * The engine description of a 2-stem model. A bundled model also offers 4 stems, its vocals with
 * the drums and bass the split model hears in its instrumental (as `nada` makes them), so any
 * built-in engine can be the default whatever stem set a request asks for.
 */
function describeModel({manifest}: OnnxModel, builtIn: boolean): EngineDescription {
  const stems: readonly StemSet[] = builtIn ? ['2', '4'] : manifest.stems;
  return {id: `${ONNX_PREFIX}${manifest.name}`, label: manifest.label, stems, builtIn};
}

// An operator's model named like a bundled one would change what the bundled id means (and the
// `nada` engine with it) without anyone choosing that: the bundled model keeps the id, and the
// folder is reported once per process instead of being used.
const warnedShadowed = new Set<string>();
function warnShadowed(modelsDir: string, name: string): void {
  const key = `${modelsDir}\n${name}`;
  if (warnedShadowed.has(key)) return;
  warnedShadowed.add(key);
  process.emitWarning(
    `The model folder ${name} in ${modelsDir} is not used: a model bundled with @nada/audio has that name (onnx:${name}). Rename the folder and its manifest's name to offer it.`,
    {code: 'NADA_MODEL_SHADOWED'},
  );
}

/** A split model (drums and bass of an instrumental) is part of engines, never one on its own. */
const isSplit = ({manifest}: OnnxModel) => 'targets' in manifest;

/**
 * The built-in engines, the models bundled with this package, then every valid model in
 * `modelsDir` (broken model folders, split models, and folders named like a bundled model, are left
 * out).
 */
export async function listEngines(options: EngineOptions = {}): Promise<EngineDescription[]> {
  const engines = BUILT_IN.map(({id, label, stems, builtIn}) => ({id, label, stems, builtIn}));
  const bundled = new Set<string>();
  for (const entry of await listOnnxModels(BUNDLED_MODELS_DIR))
    if ('model' in entry) {
      bundled.add(entry.name);
      if (!isSplit(entry.model)) engines.push(describeModel(entry.model, true));
    }
  if (!options.modelsDir) return engines;
  for (const entry of await listOnnxModels(options.modelsDir))
    if (bundled.has(entry.name)) warnShadowed(options.modelsDir, entry.name);
    else if ('model' in entry && !isSplit(entry.model)) engines.push(describeModel(entry.model, false));
  return engines;
}

// Loading a model costs a session (its weights in memory), so each model file is loaded once per
// process and kept; a changed manifest or model file is loaded again.
const loaded = new Map<string, Promise<SeparationEngine>>();

async function modelEngine(model: OnnxModel): Promise<SeparationEngine> {
  const {mtimeMs} = await stat(model.modelPath);
  const key = `${model.modelPath}\n${mtimeMs}\n${JSON.stringify(model.manifest)}`;
  let engine = loaded.get(key);
  if (!engine) {
    engine = createOnnxEngine(model);
    loaded.set(key, engine);
    // A model that fails to load is tried again next time (it may have been replaced meanwhile).
    engine.catch(() => loaded.delete(key));
  }
  return engine;
}

/**
 * The engine with this id: a built-in one, a bundled model, or `onnx:<model>` from `modelsDir`
 * (a bundled model wins over a folder of the same name). Rejects with `ENGINE_UNKNOWN` for an
 * unknown id, a model that is not installed or a split model (not an engine on its own), and
 * `ENGINE_MODEL_INVALID` for a model folder that is broken.
 */
export async function loadEngine(id: string, options: EngineOptions = {}): Promise<SeparationEngine> {
  const builtIn = BUILT_IN.find((engine) => engine.id === id);
  if (builtIn) return builtIn.create();
  if (!id.startsWith(ONNX_PREFIX))
    throw new AudioError('ENGINE_UNKNOWN', {detail: `no engine ${JSON.stringify(id)}`});
  const name = id.slice(ONNX_PREFIX.length);
  const bundled = await readOnnxModel(BUNDLED_MODELS_DIR, name).catch((error: unknown) => {
    // Not bundled: look in the operator's folder. A bundled model that is broken stays an error.
    if (isAudioError(error, 'ENGINE_UNKNOWN')) return undefined;
    throw error;
  });
  let model = bundled;
  if (!model) {
    if (!options.modelsDir)
      throw new AudioError('ENGINE_UNKNOWN', {detail: `no engine ${JSON.stringify(id)}`});
    model = await readOnnxModel(options.modelsDir, name);
  }
  if (isSplit(model))
    throw new AudioError('ENGINE_UNKNOWN', {
      detail: `${id} splits an instrumental for other engines' 4 stems; it is not an engine on its own`,
    });
  if (bundled) return combineEngines(id, await modelEngine(bundled), nadaSplit);
  return modelEngine(model);
}
