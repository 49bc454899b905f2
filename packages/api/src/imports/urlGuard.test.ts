import {describe, expect, it} from 'vitest';
import {ApiError} from '../errors.ts';
import {loadConfig} from '../config.ts';
import {blockedRange, checkImportUrl, embeddedIPv4, parseImportUrl, resolveAllowed} from './urlGuard.ts';
import type {EgressPolicy, Resolver} from './urlGuard.ts';

// Names that resolve without any network: a fake resolver answers from this table.
const names: Record<string, string[]> = {
  'public.test': ['93.184.215.14'],
  'public6.test': ['2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
  'inside.test': ['10.1.2.3'],
  'metadata.test': ['169.254.169.254'],
  // A name with one public and one private address: every address is checked, so it is refused.
  'split.test': ['93.184.215.14', '127.0.0.1'],
  'mapped.test': ['::ffff:127.0.0.1'],
  'fixture.test': ['127.0.0.1'],
};
const resolve: Resolver = async (hostname) => {
  const found = names[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {code: 'ENOTFOUND'});
  return found.map((address) => ({address, family: address.includes(':') ? 6 : 4}));
};
const policy: EgressPolicy = {resolve};

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

describe('blockedRange', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:a00:1', 'private'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['::127.0.0.1', 'reserved'],
    ['2001:db8::1', 'documentation'],
    ['2002:7f00:1::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['not an address', 'reserved'],
  ])('refuses %s as %s', (address, range) => {
    expect(blockedRange(address)).toBe(range);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '169.253.255.255',
    '11.0.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('admits the public address %s', (address) => {
    expect(blockedRange(address)).toBeUndefined();
  });
});

describe('embeddedIPv4', () => {
  it.each([
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::ffff:7f00:1', '127.0.0.1'],
    ['64:ff9b::c0a8:101', '192.168.1.1'],
    ['2606:4700::1111', undefined],
    ['127.0.0.1', undefined],
  ])('%s carries %s', (address, inner) => {
    expect(embeddedIPv4(address)).toBe(inner);
  });
});

describe('parseImportUrl', () => {
  it.each([
    'ftp://example.com/song.mp3',
    'file:///etc/passwd',
    'gopher://example.com/',
    'javascript:alert(1)',
    'data:text/html,hi',
    'http://user:secret@example.com/',
    'https://user@example.com/',
    'https://:secret@example.com/',
    'not a url',
    '',
  ])('refuses %j', (input) => {
    expect(() => parseImportUrl(input)).toThrow(expect.objectContaining({code: 'URL_NOT_ALLOWED'}));
  });

  it('accepts http and https links', () => {
    expect(parseImportUrl(' https://www.youtube.com/watch?v=abc ').hostname).toBe('www.youtube.com');
    expect(parseImportUrl('http://example.com:8080/a').port).toBe('8080');
  });
});

describe('checkImportUrl', () => {
  it.each([
    'http://127.0.0.1/',
    'http://127.1/',
    'http://127.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0x7F000001/',
    'http://0177.0.0.1/',
    'http://0177.1/',
    'http://0x7f.1/',
    'http://0x7f.0.0.1/',
    'http://127.0.0.0x1/',
    'http://0177.0.0x0.1/',
    'http://017700000001/',
    'http://127.0.0.1./',
    'http://0/',
    'http://0.0.0.0/',
    'http://[::]/',
    'http://[::1]/',
    'http://[0:0:0:0:0:0:0:1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[::ffff:a9fe:a9fe]/',
    'http://[fc00::1]/',
    'http://[fe80::1]/',
    'http://[ff02::1]/',
    'http://10.0.0.1/',
    'http://012.0.0.1/',
    'http://167772161/',
    'http://172.16.0.1/',
    'http://192.168.0.1/',
    'http://0xc0a80001/',
    'http://169.254.169.254/latest/meta-data/',
    'http://2852039166/',
    'http://0xa9.0xfe.0xa9.0xfe/',
    'http://100.64.0.1/',
    'http://224.0.0.1/',
    'http://255.255.255.255/',
    'http://4294967295/',
    'http://240.0.0.1/',
    'https://inside.test/',
    'https://metadata.test/',
    'https://split.test/',
    'https://mapped.test/',
    'https://fixture.test/',
  ])('refuses %s', async (input) => {
    expect(await codeOf(checkImportUrl(input, policy))).toBe('URL_NOT_ALLOWED');
  });

  it('admits public names and addresses, with every address they resolve to', async () => {
    const checked = await checkImportUrl('https://public.test/watch?v=1', policy);
    expect(checked.port).toBe(443);
    expect(checked.addresses).toEqual([{address: '93.184.215.14', family: 4}]);
    expect((await checkImportUrl('http://public6.test:8080/', policy)).port).toBe(8080);
    expect((await checkImportUrl('http://8.8.8.8/', policy)).addresses).toEqual([
      {address: '8.8.8.8', family: 4},
    ]);
    expect((await checkImportUrl('http://134744072/', policy)).addresses).toEqual([
      {address: '8.8.8.8', family: 4},
    ]);
  });

  it('answers a name that does not resolve with IMPORT_NETWORK_FAILED', async () => {
    expect(await codeOf(checkImportUrl('https://nowhere.test/', policy))).toBe('IMPORT_NETWORK_FAILED');
  });

  it('admits the test allowance, its address and port only', async () => {
    const allowing: EgressPolicy = {resolve, testAllowance: {address: '127.0.0.1', port: 8123}};
    expect(await codeOf(checkImportUrl('http://127.0.0.1:8123/page', allowing))).toBeUndefined();
    expect(await codeOf(checkImportUrl('http://fixture.test:8123/page', allowing))).toBeUndefined();
    // The same address in another spelling is the same address.
    expect(await codeOf(checkImportUrl('http://2130706433:8123/', allowing))).toBeUndefined();
    expect(await codeOf(checkImportUrl('http://127.0.0.1:8124/', allowing))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(checkImportUrl('http://127.0.0.2:8123/', allowing))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(checkImportUrl('http://127.0.0.1/', allowing))).toBe('URL_NOT_ALLOWED');
  });

  it('checks a CONNECT-style host and port the same way', async () => {
    expect(await codeOf(resolveAllowed('0x7f000001', 443, policy))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(resolveAllowed('::1', 443, policy))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(resolveAllowed('[::ffff:127.0.0.1]', 443, policy))).toBe('URL_NOT_ALLOWED');
    expect(await codeOf(resolveAllowed('public.test', 0, policy))).toBe('URL_NOT_ALLOWED');
    expect(await resolveAllowed('public.test', 443, policy)).toHaveLength(1);
  });

  it('resolves real names with the system resolver: localhost is refused', async () => {
    expect(await codeOf(checkImportUrl('http://localhost/'))).toBe('URL_NOT_ALLOWED');
  });

  // Issue 42: the link the import field was given, refused as a private address even where no
  // resolver knows the name (the fake one here answers ENOTFOUND for it).
  it.each([
    'http://localhost:3000/',
    'http://LOCALHOST:3000/',
    'http://app.localhost/',
    'http://localhost./',
  ])('refuses %s as loopback without looking it up', async (input) => {
    let looked = false;
    const watching: EgressPolicy = {
      resolve: async (hostname) => {
        looked = true;
        return resolve(hostname);
      },
    };
    const refusal = await checkImportUrl(input, watching).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({code: 'URL_NOT_ALLOWED', message: expect.stringContaining('loopback')});
    expect(looked).toBe(false);
  });

  it('keeps the test allowance for localhost on its port', async () => {
    const allowing: EgressPolicy = {resolve, testAllowance: {address: '127.0.0.1', port: 8123}};
    expect(await codeOf(checkImportUrl('http://localhost:8123/page', allowing))).toBeUndefined();
    expect(await codeOf(checkImportUrl('http://localhost:3000/', allowing))).toBe('URL_NOT_ALLOWED');
  });
});

describe('IMPORT_TEST_ALLOW_HOST', () => {
  it('sets the allowance in a test run', () => {
    const test = {NODE_ENV: 'test'};
    expect(loadConfig({...test, IMPORT_TEST_ALLOW_HOST: '127.0.0.1:8123'}).importTestAllowance).toEqual({
      address: '127.0.0.1',
      port: 8123,
    });
    expect(loadConfig({...test, IMPORT_TEST_ALLOW_HOST: '[::1]:8123'}).importTestAllowance).toEqual({
      address: '::1',
      port: 8123,
    });
    expect(loadConfig(test).importTestAllowance).toBeUndefined();
    expect(loadConfig({}).importTestAllowance).toBeUndefined();
  });

  // Issue 41: it was ignored in production and honoured everywhere else, `Production ` included.
  it.each([
    {},
    {NODE_ENV: 'development'},
    {NODE_ENV: 'production', FIREBASE_PROJECT_ID: 'nada-production'},
    {NODE_ENV: 'Production ', FIREBASE_PROJECT_ID: 'nada-production'},
  ])('refuses to start with it outside tests (%o)', (env) => {
    expect(() => loadConfig({...env, IMPORT_TEST_ALLOW_HOST: '127.0.0.1:8123'})).toThrow(
      /^Invalid configuration: IMPORT_TEST_ALLOW_HOST is for tests only and must not be set outside them/,
    );
  });

  it('takes only a loopback address and port', () => {
    for (const value of ['10.0.0.1:80', 'example.com:80', '127.0.0.1', 'localhost:8123'])
      expect(() => loadConfig({NODE_ENV: 'test', IMPORT_TEST_ALLOW_HOST: value})).toThrow(
        /IMPORT_TEST_ALLOW_HOST/,
      );
  });
});
