import {existsSync} from 'node:fs';
import {describe, expect, it} from 'vitest';

// Every API resource has the same files: its routes, the schemas they publish, the queries of its
// table (where it owns one) and how its rows are presented (where they are presented).
const RESOURCES: Record<string, readonly string[]> = {
  files: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  jobs: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  playlists: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  users: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  credits: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  // Sessions live in a signed cookie, not in a table: no store.
  sessions: ['routes.ts', 'schema.ts', 'present.ts'],
  imports: ['routes.ts', 'schema.ts', 'present.ts'],
  plans: ['routes.ts', 'schema.ts', 'present.ts'],
  support: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  // What a prompt is understood as is computed, not stored: no store.
  generate: ['routes.ts', 'schema.ts', 'present.ts'],
  tracks: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
  mixes: ['routes.ts', 'schema.ts', 'store.ts', 'present.ts'],
};

describe('the resource folders', () => {
  for (const [resource, files] of Object.entries(RESOURCES))
    it(`${resource}/ has ${files.join(', ')}`, () => {
      const missing = files.filter((file) => !existsSync(new URL(`./${resource}/${file}`, import.meta.url)));
      expect(missing).toEqual([]);
    });
});
