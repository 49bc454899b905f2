import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Api} from '../server.ts';
import {signUp} from '../testing/emulatorUsers.ts';
import {dialect, testApi} from '../testing/testApi.ts';
import {tusClient} from '../testing/tusClient.ts';
import {PLANS} from './plans.ts';
import type {PlanView} from './schema.ts';

let api: Api;
let close: () => Promise<void>;
// No UPLOAD_MAX_BYTES: uploads are limited by the plan, as in production.
beforeAll(async () => ({api, close} = await testApi()));
afterAll(() => close());

/** A 16-bit stereo 48 kHz WAV of exactly `bytes` bytes, header included (silence). */
function wavOfSize(bytes: number): Buffer {
  const data = bytes - 44;
  if (data % 4 !== 0) throw new RangeError('the samples must fill whole frames');
  const wav = Buffer.alloc(bytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(bytes - 8, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(2, 22);
  wav.writeUInt32LE(48_000, 24);
  wav.writeUInt32LE(48_000 * 4, 28);
  wav.writeUInt16LE(4, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(data, 40);
  return wav;
}

async function catalogue(): Promise<{items: PlanView[]; minorUnits: {IDR: number; USD: number}}> {
  const response = await api.inject({url: '/api/plans'});
  expect(response.statusCode).toBe(200);
  return response.json();
}

describe(`GET /api/plans (${dialect})`, () => {
  it('lists every plan, cheapest first, without signing in', async () => {
    const {items, minorUnits} = await catalogue();
    expect(items.map((plan) => plan.id)).toEqual(['free', 'plus', 'pro']);
    expect(minorUnits).toEqual({IDR: 0, USD: 2});
    for (const plan of items) {
      expect(plan.name.id).not.toBe('');
      expect(plan.name.en).not.toBe('');
      expect(plan.description.id).not.toBe(plan.description.en);
      expect(plan.stemSets.length).toBeGreaterThan(0);
      expect(plan.outputFormats).toContain('mp3');
    }
  });

  it('gives more of everything, for more money, on each dearer plan', async () => {
    const {items} = await catalogue();
    for (const [index, dearer] of items.entries()) {
      const cheaper = items[index - 1];
      if (!cheaper) continue;
      for (const period of ['monthly', 'yearly'] as const)
        for (const currency of ['IDR', 'USD'] as const)
          expect(dearer.prices[period][currency]).toBeGreaterThan(cheaper.prices[period][currency]);
      expect(dearer.monthlyProcessingSeconds).toBeGreaterThan(cheaper.monthlyProcessingSeconds);
      expect(dearer.maxFileBytes).toBeGreaterThan(cheaper.maxFileBytes);
      expect(dearer.maxSongSeconds).toBeGreaterThan(cheaper.maxSongSeconds);
      expect(dearer.storageQuotaBytes).toBeGreaterThan(cheaper.storageQuotaBytes);
      expect(dearer.retentionDays).toBeGreaterThan(cheaper.retentionDays);
    }
  });

  it('prices a paid year below twelve months, and the free plan at nothing', async () => {
    const {items} = await catalogue();
    for (const plan of items)
      for (const currency of ['IDR', 'USD'] as const) {
        if (plan.id === 'free') expect(plan.prices.yearly[currency]).toBe(0);
        else expect(plan.prices.yearly[currency]).toBeLessThan(12 * plan.prices.monthly[currency]);
      }
  });

  it("states the limits the API enforces: the free plan's credits are what /credits grants", async () => {
    const {items} = await catalogue();
    const free = items.find((plan) => plan.id === 'free');
    const {idToken} = await signUp();
    const credits = await api.inject({url: '/api/credits', headers: {authorization: `Bearer ${idToken}`}});
    expect(credits.json()).toMatchObject({plan: 'free', monthlySeconds: free?.monthlyProcessingSeconds});
    expect(free?.storageQuotaBytes).toBe(PLANS.free.storageQuotaBytes);
  });

  it('accepts an upload of exactly the free plan’s maxFileBytes and refuses one byte more with 413', async () => {
    const free = (await catalogue()).items.find((plan) => plan.id === 'free');
    if (!free) throw new Error('no free plan');
    const {idToken} = await signUp();
    const tus = tusClient(api, idToken);

    const over = await tus.create(free.maxFileBytes + 1, 'satu-byte-lebih.wav');
    expect(over.statusCode).toBe(413);
    expect(over.json().error.code).toBe('FILE_TOO_LARGE');

    const exact = await tus.upload(wavOfSize(free.maxFileBytes), 'pas.wav');
    expect(exact.statusCode).toBe(200);
    expect(exact.json().file).toMatchObject({sizeBytes: free.maxFileBytes, contentType: 'audio/wav'});
  }, 120_000);
});
