import {lookup as dnsLookup} from 'node:dns/promises';
import {BlockList, isIP} from 'node:net';
import {apiError} from '../errors.ts';

/** Why an address is refused, as the guard's error message names it. */
export type BlockedRange =
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'shared'
  | 'multicast'
  | 'broadcast'
  | 'documentation'
  | 'reserved';

/** One address a host name resolved to, with its family. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (the guard checks them all). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

/** The test-only exception: one loopback address and port a fixture site listens on. */
export interface TestAllowance {
  address: string;
  port: number;
}

/** What the guard checks against: how names resolve, and the test-only exception. */
export interface EgressPolicy {
  /** @default every address from the system resolver (`dns.lookup` with `all`) */
  resolve?: Resolver;
  /** Admitted despite being loopback; never set in production (see `IMPORT_TEST_ALLOW_HOST`). */
  testAllowance?: TestAllowance | undefined;
}

/** A URL the guard has accepted, with the addresses a connection to it may use. */
export interface CheckedUrl {
  url: URL;
  /** The port a connection goes to (the scheme's default when the URL names none). */
  port: number;
  /** Every address the host resolved to, each checked; connect only to these, never resolve again. */
  addresses: ResolvedAddress[];
}

const ranges = (() => {
  const table: [BlockedRange, 'ipv4' | 'ipv6', string, number][] = [
    ['unspecified', 'ipv4', '0.0.0.0', 8],
    ['private', 'ipv4', '10.0.0.0', 8],
    ['shared', 'ipv4', '100.64.0.0', 10],
    ['loopback', 'ipv4', '127.0.0.0', 8],
    ['link-local', 'ipv4', '169.254.0.0', 16],
    ['private', 'ipv4', '172.16.0.0', 12],
    ['reserved', 'ipv4', '192.0.0.0', 24],
    ['documentation', 'ipv4', '192.0.2.0', 24],
    ['reserved', 'ipv4', '192.88.99.0', 24],
    ['private', 'ipv4', '192.168.0.0', 16],
    ['reserved', 'ipv4', '198.18.0.0', 15],
    ['documentation', 'ipv4', '198.51.100.0', 24],
    ['documentation', 'ipv4', '203.0.113.0', 24],
    ['multicast', 'ipv4', '224.0.0.0', 4],
    ['broadcast', 'ipv4', '255.255.255.255', 32],
    ['reserved', 'ipv4', '240.0.0.0', 4],
    ['unspecified', 'ipv6', '::', 128],
    ['loopback', 'ipv6', '::1', 128],
    // IPv4-compatible addresses (deprecated) and the rest of ::/8 other than the mapped range.
    ['reserved', 'ipv6', '::', 96],
    ['reserved', 'ipv6', '64:ff9b:1::', 48],
    ['reserved', 'ipv6', '100::', 64],
    ['reserved', 'ipv6', '2001::', 23],
    ['documentation', 'ipv6', '2001:db8::', 32],
    ['reserved', 'ipv6', '2002::', 16],
    ['documentation', 'ipv6', '3fff::', 20],
    ['private', 'ipv6', 'fc00::', 7],
    ['link-local', 'ipv6', 'fe80::', 10],
    ['private', 'ipv6', 'fec0::', 10],
    ['multicast', 'ipv6', 'ff00::', 8],
  ];
  return table.map(([range, family, network, prefix]) => {
    const list = new BlockList();
    list.addSubnet(network, prefix, family);
    return {range, family, list};
  });
})();

// Only 2000::/3 is global unicast; anything else in IPv6 is refused even when no range above names it.
const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach an IPv4 host: mapped
 * (`::ffff:127.0.0.1`) and NAT64 (`64:ff9b::7f00:1`); undefined for any other address.
 */
export function embeddedIPv4(address: string): string | undefined {
  const words = expandIPv6(address);
  if (!words) return undefined;
  const mapped = words.slice(0, 6).every((word, index) => word === (index === 5 ? 0xffff : 0));
  const nat64 = words[0] === 0x64 && words[1] === 0xff9b && words.slice(2, 6).every((word) => word === 0);
  if (!mapped && !nat64) return undefined;
  const high = words[6] ?? 0;
  const low = words[7] ?? 0;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

function expandIPv6(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const bytes = dotted[1].split('.').map(Number);
    text =
      text.slice(0, -dotted[1].length) +
      `${(((bytes[0] ?? 0) << 8) | (bytes[1] ?? 0)).toString(16)}:${(((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headWords = head ? head.split(':') : [];
  const tailWords = tail ? tail.split(':') : [];
  const missing = 8 - headWords.length - tailWords.length;
  const words = [...headWords, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailWords];
  return words.map((word) => parseInt(word, 16));
}

/**
 * The range an IP address falls in when it is not a public unicast address (loopback, private,
 * link-local, CGNAT, multicast, unspecified, broadcast, documentation, reserved, in IPv4 or IPv6,
 * IPv4-mapped and NAT64 forms checked as the IPv4 address they carry); undefined for a public one.
 */
export function blockedRange(address: string): BlockedRange | undefined {
  const family = isIP(address);
  if (family === 0) return 'reserved';
  if (family === 6) {
    const inner = embeddedIPv4(address);
    if (inner !== undefined) return blockedRange(inner);
  }
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const {range, family: rangeFamily, list} of ranges)
    if (rangeFamily === type && list.check(address, type)) return range;
  if (type === 'ipv6' && !globalUnicast.check(address, 'ipv6')) return 'reserved';
  return undefined;
}

const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, {all: true, verbatim: true});
  return found.map(({address, family}) => ({address, family: family === 6 ? 6 : 4}));
};

const defaultPort = (protocol: string) => (protocol === 'https:' ? 443 : 80);

/**
 * Parses `input` the way browsers do (so `127.1`, `2130706433`, `0x7f000001` and `0177.0.0.1` all
 * become `127.0.0.1`) and refuses with `URL_NOT_ALLOWED` anything that is not a plain http or https
 * URL: another scheme, or credentials in it. Does not resolve the host.
 */
export function parseImportUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch (error) {
    throw apiError('URL_NOT_ALLOWED', 'it is not a web address', error);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw apiError('URL_NOT_ALLOWED', 'only http and https links work');
  if (url.username || url.password)
    throw apiError('URL_NOT_ALLOWED', 'links with a user name or password are refused');
  if (!url.hostname) throw apiError('URL_NOT_ALLOWED', 'it has no host');
  return url;
}

/**
 * Resolves `host` (a name or an IP literal, brackets allowed) and checks every address it has, with
 * the connection's `port`: one address in a refused range refuses them all (`URL_NOT_ALLOWED`), so a
 * name that also resolves inside cannot be used. A name that does not resolve fails with
 * `IMPORT_NETWORK_FAILED`. The test allowance admits its one address and port only.
 */
export async function resolveAllowed(
  host: string,
  port: number,
  policy: EgressPolicy = {},
): Promise<ResolvedAddress[]> {
  // Hosts that come from a CONNECT line or a URL's authority go through the URL parser, so every
  // numeric IPv4 spelling reaches the checks below as the dotted address it means.
  let hostname: string;
  try {
    hostname = new URL(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}/`)
      .hostname;
  } catch (error) {
    throw apiError('URL_NOT_ALLOWED', 'it has no valid host', error);
  }
  if (hostname.startsWith('[')) hostname = hostname.slice(1, -1);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw apiError('URL_NOT_ALLOWED', 'its port is not valid');
  const literal = isIP(hostname);
  let addresses: ResolvedAddress[];
  if (literal) addresses = [{address: hostname, family: literal === 6 ? 6 : 4}];
  // localhost and its subdomains are this computer whatever a resolver says (RFC 6761, 6.3): refused
  // as loopback without a lookup, which on a host without a hosts entry would say "unreachable".
  else if (isLocalhostName(hostname)) addresses = [{address: '127.0.0.1', family: 4}];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(hostname.replace(/\.$/, ''));
    } catch (error) {
      throw apiError('IMPORT_NETWORK_FAILED', error);
    }
    if (!addresses.length) throw apiError('IMPORT_NETWORK_FAILED', new Error(`${hostname} has no address`));
  }
  for (const {address} of addresses) {
    const range = blockedRange(address);
    if (range === undefined) continue;
    const allowance = policy.testAllowance;
    if (allowance && allowance.address === address && allowance.port === port) continue;
    throw apiError('URL_NOT_ALLOWED', `it points to a ${range} address`);
  }
  return addresses;
}

/** Whether `hostname` is `localhost` or a name under it (`app.localhost`), a trailing dot allowed. */
export function isLocalhostName(hostname: string): boolean {
  return /(^|\.)localhost\.?$/i.test(hostname);
}

/** `parseImportUrl`, then `resolveAllowed` on its host and port: the whole check before any connection. */
export async function checkImportUrl(input: string, policy: EgressPolicy = {}): Promise<CheckedUrl> {
  const url = parseImportUrl(input);
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  const addresses = await resolveAllowed(url.hostname, port, policy);
  return {url, port, addresses};
}
