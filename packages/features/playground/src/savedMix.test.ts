import {describe, expect, it} from 'vitest';
import {mixJobParams, mixSettingsOf, savedMixOf, separationLanes, type SavedMix} from './savedMix';
import type {MixSettings} from './types';

const saved: SavedMix = {
  stems: [
    {stem: 'vocals', volume: 0.5, muted: false, solo: true, pan: -0.25},
    {stem: 'instrumental', volume: 1, muted: true, solo: false, pan: 0},
  ],
  semitones: -2,
  tempo: 0.9,
  loop: {start: 10, end: 20, enabled: true},
  markers: [{id: 'm1', name: 'Reff', time: 12}],
};

const settings: MixSettings = {
  levels: {
    vocals: {volume: 0.5, muted: false, solo: true, pan: -0.25},
    instrumental: {volume: 1, muted: true, solo: false, pan: 0},
  },
  semitones: -2,
  tempo: 0.9,
  loop: {start: 10, end: 20, enabled: true},
  markers: [{id: 'm1', name: 'Reff', time: 12}],
};

describe('mixSettingsOf and savedMixOf', () => {
  it('turn the API’s list of levels into levels by stem, and back', () => {
    expect(mixSettingsOf(saved)).toEqual(settings);
    expect(savedMixOf(settings)).toEqual(saved);
  });

  it('cut a marker’s name to the 60 characters the API keeps', () => {
    const long = {...settings, markers: [{id: 'm1', name: 'a'.repeat(80), time: 1}]};
    expect(savedMixOf(long).markers[0]?.name).toBe('a'.repeat(60));
  });
});

describe('separationLanes', () => {
  const stem = (name: string) => ({name, src: `/${name}.m4a`, peaks: null});

  it('gives each stem of a two-stem separation a lane', () => {
    expect(separationLanes([stem('vocals'), stem('instrumental')])).toEqual([
      {id: 'vocals', group: 'stem', src: '/vocals.m4a', peaks: null},
      {id: 'instrumental', group: 'stem', src: '/instrumental.m4a', peaks: null},
    ]);
  });

  it('leaves out the instrumental of four stems, which is their sum', () => {
    const lanes = separationLanes(['vocals', 'drums', 'bass', 'other', 'instrumental'].map(stem));
    expect(lanes.map((lane) => lane.id)).toEqual(['vocals', 'drums', 'bass', 'other']);
  });
});

describe('mixJobParams', () => {
  it('exports the lanes’ levels, the key, the tempo in percent and the whole song', () => {
    expect(
      mixJobParams('job-1', ['vocals', 'drums'], settings, {format: 'wav', onlyLoop: false, locale: 'id'}),
    ).toEqual({
      sourceJobId: 'job-1',
      stems: [
        {stem: 'vocals', volume: 0.5, muted: false, solo: true, pan: -0.25},
        // A lane never touched plays at the default level.
        {stem: 'drums', volume: 1, muted: false, solo: false, pan: 0},
      ],
      semitones: -2,
      tempoPercent: 90,
      region: null,
      format: 'wav',
      locale: 'id',
    });
  });

  it('exports only the loop region when asked and there is a loop', () => {
    const request = {format: 'mp3', onlyLoop: true, locale: 'en'} as const;
    expect(mixJobParams('job-1', ['vocals'], settings, request).region).toEqual({start: 10, end: 20});
    expect(mixJobParams('job-1', ['vocals'], {...settings, loop: null}, request).region).toBeNull();
  });
});
