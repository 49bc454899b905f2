import {ConfigError, loadConfig} from './config.ts';
import {jobRegistryWith} from './jobs/worker.ts';
import {createApi} from './server.ts';

// Standalone API server: `node packages/api/src/main.ts [--kinds <module>]...`. The app's start
// command mounts the API in its own server instead (see createApiHandler). `--kinds` takes the
// same modules as `nada worker --kinds`, so the API accepts (validates, queues) the kinds its
// workers run.
try {
  const kindModules = kindsArguments(process.argv.slice(2));
  const config = loadConfig();
  const registry = await jobRegistryWith(config, kindModules);
  const api = await createApi(config, {jobs: {registry}});
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    api.log.info({signal}, 'shutting down');
    // Stop accepting, let in-flight requests finish, then close the database (onClose hook).
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        api.log.error({err: error}, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await api.listen({port: config.port, host: config.host});
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
}

/** The modules of `--kinds <module>` pairs; anything else is refused. */
function kindsArguments(args: readonly string[]): string[] {
  const modules: string[] = [];
  for (let index = 0; index < args.length; index += 2) {
    const module = args[index + 1];
    if (args[index] !== '--kinds' || !module)
      throw new Error(`Usage: node src/main.ts [--kinds <module>]... (${args[index]} is not understood)`);
    modules.push(module);
  }
  return modules;
}
