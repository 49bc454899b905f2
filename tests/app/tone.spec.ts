import {execFileSync} from 'node:child_process';
import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {chromiumArgs, chromiumExecutable} from '../chromium.mjs';
import {hydrated} from './hydration';

// The fake microphone plays G3 (196 Hz) on a loop; Chromium reads the file when it starts.
const TUNER_HZ = 196;
const fakeMicrophone = join(mkdtempSync(join(tmpdir(), 'nada-tone-')), 'g3.wav');
execFileSync('sox', [
  '-n',
  '-r',
  '48000',
  '-c',
  '1',
  '-b',
  '16',
  fakeMicrophone,
  'synth',
  '5',
  'sine',
  String(TUNER_HZ),
  'vol',
  '0.5',
]);

test.use({
  // The page's policy ('strict-dynamic') refuses the test's recording worklet; the app's own code needs no bypass.
  bypassCSP: true,
  launchOptions: {
    executablePath: chromiumExecutable,
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fakeMicrophone}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

// The recorder runs on the audio thread and stamps each 128-frame block with its frame on the audio
// clock, so the recording places every sample exactly. Worklet fetches bypass page.route, so the
// module is a blob URL (allowed by bypassCSP below).
const tapProcessor = `registerProcessor('nada-test-tap', class extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage({frame: currentFrame, data: Array.from(channel)});
    return true;
  }
});`;

type Tap = {sampleRate: number; blocks: {frame: number; data: number[]}[]};

/**
 * Records everything the page sends to an AudioContext's destination: each node connected to the
 * destination is also connected to a bus feeding the recording worklet.
 */
function tapAudioOutput(processor: string) {
  const connect = AudioNode.prototype.connect;
  // The node-to-node overload (TypeScript would pick the AudioParam one for `call`).
  const connectNode = connect as (this: AudioNode, destination: AudioNode) => AudioNode;
  const buses = new WeakMap<BaseAudioContext, GainNode>();
  const scope = window as unknown as {__toneTap?: Tap};
  AudioNode.prototype.connect = function (this: AudioNode, ...args: unknown[]) {
    const result = (connect as (...rest: unknown[]) => unknown).apply(this, args);
    if (args[0] instanceof AudioDestinationNode) {
      const context = this.context as AudioContext;
      let bus = buses.get(context);
      if (!bus) {
        const created = context.createGain();
        bus = created;
        buses.set(context, created);
        const tap: Tap = {sampleRate: context.sampleRate, blocks: []};
        scope.__toneTap = tap;
        const module = URL.createObjectURL(new Blob([processor], {type: 'text/javascript'}));
        void context.audioWorklet.addModule(module).then(() => {
          const recorder = new AudioWorkletNode(context, 'nada-test-tap');
          recorder.port.onmessage = (event: MessageEvent<{frame: number; data: number[]}>) =>
            tap.blocks.push(event.data);
          connectNode.call(created, recorder);
          connectNode.call(recorder, context.destination);
        });
      }
      connectNode.call(this, bus);
    }
    return result;
  } as typeof AudioNode.prototype.connect;
}

async function withTap(page: Page) {
  await page.addInitScript(tapAudioOutput, tapProcessor);
}

/** The recorded output as one signal, each block placed by its audio-clock frame. */
async function recording(page: Page): Promise<{sampleRate: number; samples: Float32Array}> {
  const tap = await page.evaluate(() => (window as unknown as {__toneTap?: Tap}).__toneTap);
  const first = tap?.blocks[0];
  const last = tap?.blocks.at(-1);
  if (!tap || !first || !last) return {sampleRate: 48_000, samples: new Float32Array(0)};
  const samples = new Float32Array(last.frame - first.frame + last.data.length);
  for (const block of tap.blocks) samples.set(block.data, block.frame - first.frame);
  return {sampleRate: tap.sampleRate, samples};
}

async function recordedSeconds(page: Page): Promise<number> {
  // Only the count crosses over while waiting: copying the whole recording would block the page's main thread.
  return page.evaluate(() => {
    const tap = (window as unknown as {__toneTap?: Tap}).__toneTap;
    return tap ? (tap.blocks.length * 128) / tap.sampleRate : 0;
  });
}

const locales = [
  {
    prefix: '',
    browserLocale: 'id-ID',
    startTuner: 'Mulai tuner',
    metronome: 'Metronom',
    start: 'Mulai',
    generator: 'Generator nada',
    frequency: 'Frekuensi atau nada',
    set: 'Pakai',
    play: 'Putar nada',
  },
  {
    prefix: '/en',
    browserLocale: 'en-GB',
    startTuner: 'Start tuner',
    metronome: 'Metronome',
    start: 'Start',
    generator: 'Tone generator',
    frequency: 'Frequency or note',
    set: 'Set',
    play: 'Play tone',
  },
];

for (const locale of locales) {
  test.describe(`tone tools (${locale.prefix || '/'})`, () => {
    test.use({locale: locale.browserLocale});

    // Issue 42: on a phone the tab bar was cut at "Tone g…", the last tab out of sight.
    test('on a phone every tab of the tone tools is in sight', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(`${locale.prefix}/tone/sound`);
      await hydrated(page);
      const list = page.getByRole('tablist').first();
      const tabs = list.getByRole('tab');
      await expect(tabs).toHaveCount(3);
      // Nothing of the list hides behind a scroll.
      expect(await list.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      for (const tab of await tabs.all()) {
        const box = await tab.evaluate((element) => {
          const rect = element.getBoundingClientRect();
          return {left: rect.left, right: rect.right, cut: element.scrollWidth > element.clientWidth + 1};
        });
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(390);
        expect(box.cut).toBe(false);
      }
      await page.getByRole('tab', {name: locale.generator}).click();
      await expect(page.getByRole('tab', {name: locale.generator})).toHaveAttribute('aria-selected', 'true');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });

    test('the tuner names the fake microphone’s G3 within 2 cents', async ({page}) => {
      await page.goto(`${locale.prefix}/tone/sound?tool=tuner`);
      await hydrated(page);
      await page.getByRole('button', {name: locale.startTuner}).click();
      await expect(page.getByTestId('tuner-note')).toHaveText('G3', {timeout: 20_000});
      const meter = page.getByRole('meter');
      await expect
        .poll(async () => Math.abs(Number(await meter.getAttribute('aria-valuenow'))))
        .toBeLessThanOrEqual(2);
    });

    test('the metronome’s clicks land within 1 ms of the grid', async ({page}) => {
      await withTap(page);
      await page.goto(`${locale.prefix}/tone/sound`);
      await hydrated(page);
      await page.getByRole('tab', {name: locale.metronome}).click();
      await expect(page).toHaveURL(/tool=metronome/);
      await page.getByRole('button', {name: locale.start, exact: true}).click();
      // 100 BPM: 0.6 s a beat; wait for about eight beats of output.
      await expect.poll(() => recordedSeconds(page), {timeout: 30_000}).toBeGreaterThan(5);
      const {sampleRate, samples} = await recording(page);
      const onsets: number[] = [];
      for (let index = 0; index < samples.length; index += 1) {
        if (Math.abs(samples[index] ?? 0) > 0.01) {
          if (index > 0.01 * sampleRate) onsets.push(index / sampleRate);
          index += Math.round(0.1 * sampleRate);
        }
      }
      expect(onsets.length).toBeGreaterThanOrEqual(6);
      const first = onsets[0] ?? 0;
      for (const onset of onsets) {
        const beats = Math.round((onset - first) / 0.6);
        expect(Math.abs(onset - first - beats * 0.6)).toBeLessThan(0.001);
      }
    });

    test('the tone generator plays the note asked', async ({page}) => {
      await withTap(page);
      await page.goto(`${locale.prefix}/tone/sound?tool=generator`);
      await hydrated(page);
      await expect(page.getByRole('tab', {name: locale.generator})).toHaveAttribute('aria-selected', 'true');
      const field = page.getByLabel(locale.frequency);
      await field.fill('C5');
      await page.getByRole('button', {name: locale.set, exact: true}).click();
      await page.getByRole('button', {name: locale.play, exact: true}).click();
      await expect.poll(() => recordedSeconds(page), {timeout: 30_000}).toBeGreaterThan(1.5);
      const {sampleRate, samples} = await recording(page);
      // Rising zero crossings, interpolated, over the last second (past the fade-in).
      const crossings: number[] = [];
      for (let index = samples.length - sampleRate; index < samples.length - 1; index += 1) {
        const a = samples[index] ?? 0;
        const b = samples[index + 1] ?? 0;
        if (a < 0 && b >= 0) crossings.push(index + a / (a - b));
      }
      const frequency =
        ((crossings.length - 1) * sampleRate) / ((crossings.at(-1) ?? 0) - (crossings[0] ?? 0));
      expect(Math.abs(1200 * Math.log2(frequency / 523.25))).toBeLessThan(2);
    });
  });
}
