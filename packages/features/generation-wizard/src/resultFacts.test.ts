import {describe, expect, it} from 'vitest';
import {resultFacts, transposeKey} from './resultFacts';

describe('transposeKey', () => {
  it('moves a key by semitones, round the octave both ways, in the spelling of the estimate', () => {
    expect(transposeKey('D minor', 2)).toBe('E minor');
    expect(transposeKey('A major', 3)).toBe('C major');
    expect(transposeKey('C major', -1)).toBe('B major');
    expect(transposeKey('Bb minor', 12)).toBe('Bb minor');
    expect(transposeKey('E minor', -12)).toBe('E minor');
    expect(transposeKey('F major', 1)).toBe('F# major');
  });

  it('answers a key it cannot read as it is', () => {
    expect(transposeKey('', 2)).toBe('');
    expect(transposeKey('H dur', 2)).toBe('H dur');
  });
});

describe('resultFacts', () => {
  const input = {bpm: 150, key: 'D minor', fileId: 'f', peaksFileId: 'p', durationSeconds: 60, loudness: -14};

  // Issue 19, item 5: +2 semitones at 90 % is E minor at 135 BPM, not the original's D minor at 150.
  it('gives the result’s key and tempo beside the original’s', () => {
    expect(resultFacts({input, semitones: 2, tempo: 0.9})).toEqual({
      bpm: 135,
      key: 'E minor',
      originalBpm: 150,
      originalKey: 'D minor',
      changed: true,
    });
  });

  it('says nothing changed without a key or tempo change', () => {
    expect(resultFacts({input, semitones: 0, tempo: 1})).toMatchObject({
      bpm: 150,
      key: 'D minor',
      changed: false,
    });
  });
});
