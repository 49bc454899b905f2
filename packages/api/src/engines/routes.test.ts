import {writeTinyOnnxModel} from '@nada/audio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Config} from '../config.ts';
import {newUser} from '../jobs/testing/jobTestKit.ts';
import type {TestUser} from '../jobs/testing/jobTestKit.ts';
import type {Api} from '../server.ts';
import {testApi} from '../testing/testApi.ts';

let api: Api;
let config: Config;
let close: () => Promise<void>;
let user: TestUser;

beforeAll(async () => {
  ({api, config, close} = await testApi());
  user = await newUser(api);
});
afterAll(() => close());

async function engines(): Promise<Array<{id: string; label: string; stems: string[]; builtIn: boolean}>> {
  const response = await api.inject({url: '/api/engines', headers: user.headers});
  expect(response.statusCode).toBe(200);
  return (response.json() as {items: Awaited<ReturnType<typeof engines>>}).items;
}

describe('GET /api/engines', () => {
  it('lists the built-in engines and the model bundled with @nada/audio, with an empty models folder', async () => {
    const items = await engines();
    expect(items.map((engine) => engine.id)).toEqual(['dsp', 'repet-sim', 'nada', 'onnx:nada-mask']);
    expect(items).toContainEqual({
      id: 'nada',
      label: 'Nada (model + REPET-SIM)',
      stems: ['2', '4'],
      builtIn: true,
    });
    expect(items).toContainEqual(
      expect.objectContaining({id: 'onnx:nada-mask', stems: ['2', '4'], builtIn: true}),
    );
    expect((await api.inject({url: '/api/engines'})).statusCode).toBe(401);
  });

  it('lists the models in MODELS_DIR after them, and a folder named like the bundled model once, as the bundled one', async () => {
    const before = await engines();
    await writeTinyOnnxModel(config.modelsDir, {name: 'tiny-route'});
    await writeTinyOnnxModel(config.modelsDir, {name: 'nada-mask'});
    const onWarning = (warning: Error) => warnings.push(warning.message);
    const warnings: string[] = [];
    process.on('warning', onWarning);
    const after = await engines();
    await new Promise((resolve) => setImmediate(resolve));
    process.off('warning', onWarning);
    expect(after).toEqual([
      ...before,
      {id: 'onnx:tiny-route', label: 'Tiny test model (tiny-route)', stems: ['2'], builtIn: false},
    ]);
    expect(warnings).toEqual([expect.stringMatching(/nada-mask .* is not used/)]);
  });
});
