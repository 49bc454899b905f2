// Tests of the Indonesian terms check (scripts/indonesianTerms.mjs), with Node's test runner:
//   node --test scripts/indonesianTerms.test.mjs
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {indonesianTermProblems, visibleText} from './indonesianTerms.mjs';

test('refuses the English and the second words issue 42 found on Indonesian pages', () => {
  assert.deepEqual(indonesianTermProblems('naik {count} semitone'), ['says "semitone": use "semiton"']);
  assert.equal(indonesianTermProblems('Lagu ini dalam B major').length, 1);
  assert.equal(indonesianTermProblems('Kunci nada').length, 1);
  assert.equal(indonesianTermProblems('Tempo: {bpm} BPM · Kunci: {key}').length, 1);
  assert.equal(indonesianTermProblems('Notification {title}').length, 1);
  assert.equal(indonesianTermProblems('{min}–{max} dtk, mulai 0.5 detik').length, 1);
  assert.equal(indonesianTermProblems('Tempo 60.7 BPM').length, 1);
});

test('reads only the text a reader sees, and lets the Indonesian terms through', () => {
  const key = '{tonic} {mode, select, major {mayor} other {minor}}';
  assert.equal(visibleText(key), '  mayor minor');
  assert.deepEqual(indonesianTermProblems(key), []);
  assert.deepEqual(indonesianTermProblems('{semitones, plural, =0 {nada asli} other {{shift} semiton}}'), []);
  assert.deepEqual(indonesianTermProblems('Nada dasar A minor, kata kunci "keroncong"'), []);
  assert.deepEqual(indonesianTermProblems('Rp 49.000 per bulan, 1.000 lagu, 0,5–29 dtk'), []);
  assert.deepEqual(indonesianTermProblems('Notifikasi ({hotkey})'), []);
  assert.equal(indonesianTermProblems('<b>naik satu semitone</b>').length, 1);
});
