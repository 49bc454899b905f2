import {mkdtempSync, readFileSync, rmSync, statSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {createFileUrlSigner, FILE_URL_SECRET_FILE, loadFileUrlSecret} from './signedUrl.ts';

describe('file URL signatures', () => {
  const signer = createFileUrlSigner('a'.repeat(32));
  const sig = signer.sign('file-1', 'inline', 2000);

  it('accepts its own signature until it expires', () => {
    expect(signer.verify('file-1', 'inline', 2000, sig, 1999)).toBe('ok');
    expect(signer.verify('file-1', 'inline', 2000, sig, 2000)).toBe('ok');
    expect(signer.verify('file-1', 'inline', 2000, sig, 2001)).toBe('expired');
  });

  it('refuses any change to what was signed, or another key', () => {
    expect(signer.verify('file-2', 'inline', 2000, sig, 0)).toBe('invalid');
    expect(signer.verify('file-1', 'attachment', 2000, sig, 0)).toBe('invalid');
    expect(signer.verify('file-1', 'inline', 2001, sig, 0)).toBe('invalid');
    expect(signer.verify('file-1', 'inline', 2000, `${sig.slice(0, -2)}AA`, 0)).toBe('invalid');
    expect(signer.verify('file-1', 'inline', 2000, '', 0)).toBe('invalid');
    expect(createFileUrlSigner('b'.repeat(32)).verify('file-1', 'inline', 2000, sig, 0)).toBe('invalid');
  });
});

describe('loadFileUrlSecret', () => {
  it('prefers FILE_URL_SECRET, else generates one in DATA_DIR once and keeps it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'nada-secret-'));
    try {
      expect(await loadFileUrlSecret({dataDir, fileUrlSecret: 's'.repeat(32)})).toBe('s'.repeat(32));
      const [first, second] = await Promise.all([
        loadFileUrlSecret({dataDir, fileUrlSecret: undefined}),
        loadFileUrlSecret({dataDir, fileUrlSecret: undefined}),
      ]);
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(second).toBe(first);
      const path = join(dataDir, FILE_URL_SECRET_FILE);
      expect(readFileSync(path, 'utf8')).toBe(first);
      expect(statSync(path).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dataDir, {recursive: true, force: true});
    }
  });
});
