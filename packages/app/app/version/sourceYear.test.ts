import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';
import {sourceYear} from '../../vitePlugins';

describe('sourceYear', () => {
  it('takes SOURCE_DATE_EPOCH first, in UTC', () => {
    // 2025-12-31T23:30:00Z: already 2026 in Jakarta, still 2025 in UTC.
    expect(sourceYear({SOURCE_DATE_EPOCH: '1767223800'})).toBe(2025);
  });

  it("takes the last commit's year, not today's", () => {
    const repository = mkdtempSync(join(tmpdir(), 'nada-source-year-'));
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: repository,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2019-07-01T12:00:00Z',
          GIT_COMMITTER_DATE: '2019-07-01T12:00:00Z',
        },
      });
    git('init', '--quiet');
    git(
      '-c',
      'user.name=Nada',
      '-c',
      'user.email=nada@nada.test',
      'commit',
      '--allow-empty',
      '--quiet',
      '-m',
      'first',
    );
    expect(sourceYear({}, repository)).toBe(2019);
  });

  it("falls back to today's year outside a repository", () => {
    const folder = mkdtempSync(join(tmpdir(), 'nada-source-year-'));
    const before = new Date().getUTCFullYear();
    const year = sourceYear({}, folder);
    expect([before, new Date().getUTCFullYear()]).toContain(year);
  });
});
