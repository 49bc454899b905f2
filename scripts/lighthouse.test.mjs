// Tests of the Lighthouse benchmark's pure parts (scripts/lighthouse.mjs), with Node's test runner:
//   node --test scripts/lighthouse.test.mjs
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {firebaseFiles, markdownTable, missesOf, publicPaths, rowOf, unmeasured} from './lighthouse.mjs';

const pages = [
  {name: 'landing', path: 'landing', public: true},
  {name: 'about', path: 'about', prerender: true},
  {name: 'v3-home', path: 'v3/home'},
];

test('every public page, the guest pages and the seeded ones, in Indonesian then English', () => {
  assert.deepEqual(publicPaths(pages, {profileId: 'u1', playlistId: 'p1'}), [
    '/landing',
    '/en/landing',
    '/about',
    '/en/about',
    '/v3/sound',
    '/en/v3/sound',
    '/tone/sound',
    '/en/tone/sound',
    '/v3/profile/u1',
    '/en/v3/profile/u1',
    '/v3/playlist?id=p1',
    '/en/v3/playlist?id=p1',
  ]);
});

const origin = 'http://127.0.0.1:3290';
const scriptSizes = {
  [`${origin}/assets/entry.js`]: 40 * 1024,
  [`${origin}/assets/firebase-abc.js`]: 30 * 1024,
};

/** A Lighthouse result with the given scores (null: not measured) and metrics (null: none). */
function lhr({
  performance = 0.95,
  lcp = 1800,
  tbt = 20,
  scripts = [`${origin}/assets/entry.js`],
  runtimeError,
} = {}) {
  return {
    runtimeError,
    categories: {
      performance: {score: performance},
      accessibility: {score: 1},
      'best-practices': {score: 1},
      seo: {score: 1},
    },
    audits: {
      'first-contentful-paint': {numericValue: 900},
      'largest-contentful-paint': lcp === null ? {errorMessage: 'NO_LCP'} : {numericValue: lcp},
      'total-blocking-time': tbt === null ? {} : {numericValue: tbt},
      'cumulative-layout-shift': {numericValue: 0.0123},
      'network-requests': {
        details: {
          items: [
            {url: `${origin}/landing`, resourceType: 'Document'},
            ...scripts.map((url) => ({url, resourceType: 'Script'})),
          ],
        },
      },
      'resource-summary': {details: {items: [{resourceType: 'script', transferSize: 45 * 1024}]}},
    },
  };
}

const measure = {
  scriptBytes: (url) => scriptSizes[url] ?? 0,
  isFirebase: (url) => url.includes('firebase-'),
};

test('a measured page: its scores, metrics and gzipped scripts, and no miss', () => {
  const row = rowOf('/landing', lhr(), measure);
  assert.equal(row.performance, 95);
  assert.equal(row['LCP ms'], 1800);
  assert.equal(row['TBT ms'], 20);
  assert.equal(row.CLS, 0.012);
  assert.equal(row['JS KB gz'], 40);
  assert.equal(row['JS files'], 1);
  assert.equal(row.firebase, false);
  assert.deepEqual(missesOf(row), []);
  assert.match(
    markdownTable([row]),
    /\| `\/landing` \| 95 \| 100 \| 100 \| 100 \| 40\.0 \| 1 \| 20 \| 1800 \| 0\.012 \| no \| pass \|/,
  );
});

test('a page Lighthouse could not measure is NaN, named, and a miss, never a pass', () => {
  const row = rowOf('/tone/sound', lhr({performance: null, lcp: null, tbt: null}), measure);
  assert.ok(Number.isNaN(row.performance));
  assert.deepEqual(unmeasured(row), ['performance', 'LCP ms', 'TBT ms']);
  assert.deepEqual(missesOf(row), ['Lighthouse measured no performance, LCP ms, TBT ms (NaN: NO_LCP)']);
  const table = markdownTable([row]);
  assert.match(table, /\| `\/tone\/sound` \| \*\*NaN\*\* \|/);
  assert.match(table, /\*\*miss\*\* \|$/);
});

test("a runtime error is the row's reason", () => {
  const row = rowOf('/x', lhr({performance: null, runtimeError: {code: 'PAGE_HUNG'}}), measure);
  assert.equal(row.error, 'PAGE_HUNG');
});

test('Firebase on the page, too much JavaScript and low scores are misses', () => {
  const row = rowOf(
    '/v3/sound',
    lhr({
      performance: 0.61,
      scripts: [`${origin}/assets/entry.js`, `${origin}/assets/firebase-abc.js`, `${origin}/assets/entry.js`],
    }),
    measure,
  );
  assert.equal(row.firebase, true);
  assert.equal(row['JS KB gz'], 110);
  assert.deepEqual(missesOf(row), [
    'performance 61 < 90',
    'JavaScript 110 KB > 90 KB',
    'the Firebase SDK loaded for a guest',
  ]);
  assert.match(markdownTable([row]), /\| \*\*loaded\*\* \| \*\*miss\*\* \|$/);
});

test("the build's files that hold the Firebase SDK, from the visualizer's raw data", () => {
  const modules = {
    tree: {
      children: [
        {name: 'assets/entry.js', children: [{uid: 'a'}]},
        {name: 'assets/session-1.js', children: [{name: 'nested', children: [{uid: 'b'}, {uid: 'c'}]}]},
      ],
    },
    nodeParts: {a: {metaUid: 'm1'}, b: {metaUid: 'm2'}, c: {metaUid: 'm3'}},
    nodeMetas: {
      m1: {id: '/repo/node_modules/react/index.js'},
      m2: {id: '/repo/packages/app/app/auth/session.ts'},
      m3: {id: '/repo/node_modules/@firebase/auth/dist/index.js'},
    },
  };
  assert.deepEqual([...firebaseFiles(modules)], ['assets/session-1.js']);
});
