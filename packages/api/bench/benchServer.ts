import {loadConfig} from '../src/config.ts';
import {JobRegistry} from '../src/jobs/registry.ts';
import {createApi} from '../src/server.ts';
import {registerJobKinds} from './benchKinds.ts';

// The API as `node src/main.ts` runs it, plus the benchmark's job kind. Started by load.ts in a
// process of its own, so the load generator does not share the server's event loop.
const config = loadConfig();
const registry = new JobRegistry();
registerJobKinds(registry);
const api = await createApi(config, {jobs: {registry}});
process.once('SIGTERM', () => {
  void api.close().then(() => process.exit(0));
});
await api.listen({port: config.port, host: '127.0.0.1'});
process.stdout.write('ready\n');
