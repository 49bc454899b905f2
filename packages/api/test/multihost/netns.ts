import {execFileSync} from 'node:child_process';
import {randomBytes, randomInt} from 'node:crypto';

/** One host of the test network: a network namespace with one address on the test bridge. */
export interface Host {
  /** The namespace's name, for `ip netns exec`. */
  namespace: string;
  /** Its address on the bridge. */
  address: string;
}

/** A private network made for one test run: a bridge, and one namespace per host plugged into it. */
export interface TestNetwork {
  /** Unique to this run; also in every name the run creates. */
  id: string;
  /** The bridge's own address, in the test process's namespace (the "router"). */
  gateway: string;
  hosts: Record<string, Host>;
  /** The command line that runs `command` inside `host`'s namespace. */
  exec(host: Host, command: string[]): string[];
  /** Removes the namespaces and the bridge; safe to call twice. */
  destroy(): void;
}

const ip = (...args: string[]) => execFileSync('ip', args, {stdio: ['ignore', 'ignore', 'pipe']});

/** A /24 in 10.0.0.0/8 that no route of this machine uses yet, so two runs never share one. */
function freeSubnet(): string {
  const routes = execFileSync('ip', ['-4', 'route', 'show', 'table', 'all'], {encoding: 'utf8'});
  for (let tries = 0; tries < 50; tries++) {
    const prefix = `10.${randomInt(64, 250)}.${randomInt(1, 250)}`;
    if (!routes.includes(`${prefix}.`)) return prefix;
  }
  throw new Error('no free 10.x.y.0/24 subnet for the test network');
}

/**
 * Creates the network: a bridge `nmh<id>` with address `<subnet>.1`, and for each name in `names`
 * a namespace `nmh<id>-<name>` joined to the bridge by a veth pair, with the next address. Names are
 * unique per run (random id), so runs side by side never collide. Throws (and removes what it made)
 * when it cannot: no root, no iproute2. The test fails then; it is never skipped.
 */
export function createTestNetwork(names: readonly string[]): TestNetwork {
  const id = randomBytes(3).toString('hex');
  const bridge = `nmh${id}`;
  const subnet = freeSubnet();
  const namespaces: string[] = [];
  const hosts: Record<string, Host> = {};
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    // A namespace's end of a veth pair goes with it, and takes its peer on the bridge along.
    for (const namespace of namespaces) {
      try {
        ip('netns', 'delete', namespace);
      } catch {
        // Already gone.
      }
    }
    try {
      ip('link', 'delete', bridge);
    } catch {
      // Never made.
    }
  };
  try {
    ip('link', 'add', bridge, 'type', 'bridge');
    ip('addr', 'add', `${subnet}.1/24`, 'dev', bridge);
    ip('link', 'set', bridge, 'up');
    names.forEach((name, index) => {
      const namespace = `${bridge}-${name}`;
      const address = `${subnet}.${index + 2}`;
      const outside = `${bridge}o${index}`;
      const inside = `${bridge}i${index}`;
      ip('netns', 'add', namespace);
      namespaces.push(namespace);
      ip('link', 'add', outside, 'type', 'veth', 'peer', 'name', inside);
      ip('link', 'set', inside, 'netns', namespace);
      ip('link', 'set', outside, 'master', bridge);
      ip('link', 'set', outside, 'up');
      const inNamespace = (...args: string[]) => ip('-n', namespace, ...args);
      inNamespace('link', 'set', 'lo', 'up');
      inNamespace('addr', 'add', `${address}/24`, 'dev', inside);
      inNamespace('link', 'set', inside, 'up');
      hosts[name] = {namespace, address};
    });
  } catch (error) {
    destroy();
    throw new Error(`cannot build the test network (root and iproute2 are needed)`, {cause: error});
  }
  // A crash or Ctrl-C of the test process still removes the network.
  process.once('exit', destroy);
  return {
    id,
    gateway: `${subnet}.1`,
    hosts,
    exec: (host, command) => ['ip', 'netns', 'exec', host.namespace, ...command],
    destroy,
  };
}
