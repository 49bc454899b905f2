import {existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {BUILDS_RECORD, keepRecordedFiles, readBuildRecords, recordBuild} from '../../vitePlugins';

/** Writes `files` under `buildDir` as a build starting at `startedAt` (seconds) would. */
function writeBuild(buildDir: string, startedAt: number, files: string[]): void {
  for (const file of files) {
    const path = join(buildDir, file);
    mkdirSync(dirname(path), {recursive: true});
    writeFileSync(path, file);
    utimesSync(path, startedAt + 1, startedAt + 1);
  }
}

const present = (buildDir: string, files: string[]) =>
  files.filter((file) => existsSync(join(buildDir, file)));

describe('recordBuild', () => {
  it("keeps the hashed files of the newest build and the two before it, and records each build's own", () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'nada-record-build-'));
    const builds = [1, 2, 3, 4].map((n) => ({
      id: `build-${n}`,
      timestamp: n * 1000_000,
      files: [
        `client/assets/root-${n}.js`,
        `client/assets/root-${n}.js.br`,
        `server/assets/server-${n}.js`,
        `client/builds/meta/build-${n}.json`,
      ],
    }));
    // A chunk no build changed is written again by each one, under the same name.
    const shared = 'client/assets/framework-same.js';
    for (const build of builds) {
      const startedAt = build.timestamp / 1000;
      writeBuild(buildDir, startedAt, [...build.files, shared, 'client/embed/player.js']);
      recordBuild(buildDir, build, startedAt * 1000);
    }
    const [first, second, third, fourth] = builds.map((build) => build.files);
    expect(present(buildDir, first ?? [])).toEqual([]);
    for (const files of [second, third, fourth]) expect(present(buildDir, files ?? [])).toEqual(files);
    expect(present(buildDir, [shared, 'client/embed/player.js'])).toHaveLength(2);

    const records = readBuildRecords(buildDir);
    expect(records.map((record) => record.id)).toEqual(['build-4', 'build-3', 'build-2']);
    expect(records[0]?.files).toEqual([...(fourth ?? []), shared].sort());
    expect(JSON.parse(readFileSync(join(buildDir, BUILDS_RECORD), 'utf8'))).toEqual(records);
  });

  it('removes the hashed files of builds it has no record of, from before the first one recorded', () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'nada-record-build-'));
    writeBuild(buildDir, 100, ['client/assets/root-old.js', 'client/about/index.html']);
    writeBuild(buildDir, 200, ['client/assets/root-new.js']);
    recordBuild(buildDir, {id: 'new', timestamp: 200_000}, 200_000);
    expect(present(buildDir, ['client/assets/root-old.js', 'client/assets/root-new.js'])).toEqual([
      'client/assets/root-new.js',
    ]);
    // Outside the hashed folders, files are the build's to overwrite: none is removed.
    expect(existsSync(join(buildDir, 'client/about/index.html'))).toBe(true);
  });
});

describe('keepRecordedFiles', () => {
  it('leaves an unchanged file no record names unwritten, and the build that follows keeps it as its own', () => {
    // A build folder from before the records (or whose record was pruned) already holds this build's
    // static pages' script, the same bytes under the same name.
    const buildDir = mkdtempSync(join(tmpdir(), 'nada-keep-files-'));
    const script = 'client/assets/static-page-abc.js';
    writeBuild(buildDir, 100, [script]);
    const startedAt = Date.now();
    const bundle: Record<string, unknown> = {
      'assets/static-page-abc.js': {type: 'asset', source: script},
      '.vite/manifest.json': {type: 'asset', source: '{}'},
    };
    const plugin = keepRecordedFiles() as unknown as {
      generateBundle: {handler: (this: unknown, options: {dir: string}, bundle: object) => void};
    };
    const context = {
      environment: {config: {build: {manifest: true}}},
      error: (message: string) => {
        throw new Error(message);
      },
    };
    plugin.generateBundle.handler.call(context, {dir: join(buildDir, 'client')}, bundle);

    expect(Object.keys(bundle)).not.toContain('assets/static-page-abc.js');
    expect(statSync(join(buildDir, script)).mtimeMs).toBeGreaterThanOrEqual(startedAt - 1000);
    recordBuild(buildDir, {id: 'next', timestamp: startedAt}, startedAt - 1000);
    expect(present(buildDir, [script])).toEqual([script]);
    expect(readBuildRecords(buildDir)[0]?.files).toContain(script);
  });
});
