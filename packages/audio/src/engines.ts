import {stat} from 'node:fs/promises';
import {combineEngines} from './combinedEngine.ts';
import {dspEngine} from './dspEngine.ts';
import {AudioError} from './errors.ts';
import {createOnnxEngine} from './onnxEngine.ts';
import {listOnnxModels, readOnnxModel} from './onnxManifest.ts';
import {createRepetSimEngine} from './repetSim.ts';
import type {SeparationEngine, StemSet} from './separation.ts';

/** An engine a user can choose, as the engine list and `GET /api/engines` show it. */
export interface EngineDescription {
  /** `'dsp'`, `'repet-sim'` or `'onnx:<model>'`. */
  id: string;
  /** A short name for people (the model's own label for ONNX models). */
  label: string;
  /** The stem sets it produces. */
  stems: readonly StemSet[];
  /** True for the engines in this package; false for models installed in the models folder. */
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
export const DEFAULT_ENGINE = 'repet-sim';

let repetSimInWorkers: SeparationEngine | undefined;

const BUILT_IN: readonly (EngineDescription & {create(): SeparationEngine})[] = [
  {id: 'dsp', label: 'DSP', stems: ['2', '4'], builtIn: true, create: () => dspEngine},
  // Both channels in worker threads, so a long song does not hold the caller's event loop; for 4
  // stems, REPET-SIM's vocals with the dsp engine's drums and bass.
  {
    id: 'repet-sim',
    label: 'REPET-SIM',
    stems: ['2', '4'],
    builtIn: true,
    create: () =>
      (repetSimInWorkers ??= combineEngines('repet-sim', createRepetSimEngine({workers: true}), dspEngine)),
  },
];

const ONNX_PREFIX = 'onnx:';

/** The built-in engines and every valid model in `modelsDir` (broken model folders are left out). */
export async function listEngines(options: EngineOptions = {}): Promise<EngineDescription[]> {
  const builtIn = BUILT_IN.map(({id, label, stems, builtIn}) => ({id, label, stems, builtIn}));
  if (!options.modelsDir) return builtIn;
  const models = await listOnnxModels(options.modelsDir);
  const installed: EngineDescription[] = [];
  for (const entry of models)
    if ('model' in entry) {
      const {manifest} = entry.model;
      installed.push({
        id: `${ONNX_PREFIX}${manifest.name}`,
        label: manifest.label,
        stems: manifest.stems,
        builtIn: false,
      });
    }
  return [...builtIn, ...installed];
}

// Loading a model costs a session (its weights in memory), so each model file is loaded once per
// process and kept; a changed manifest or model file is loaded again.
const loaded = new Map<string, Promise<SeparationEngine>>();

/**
 * The engine with this id: a built-in one, or `onnx:<model>` from `modelsDir`. Rejects with
 * `ENGINE_UNKNOWN` for an unknown id or a model that is not installed, and `ENGINE_MODEL_INVALID`
 * for a model folder that is broken.
 */
export async function loadEngine(id: string, options: EngineOptions = {}): Promise<SeparationEngine> {
  const builtIn = BUILT_IN.find((engine) => engine.id === id);
  if (builtIn) return builtIn.create();
  if (!id.startsWith(ONNX_PREFIX) || !options.modelsDir)
    throw new AudioError('ENGINE_UNKNOWN', {detail: `no engine ${JSON.stringify(id)}`});
  const model = await readOnnxModel(options.modelsDir, id.slice(ONNX_PREFIX.length));
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
