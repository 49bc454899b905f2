import {ConfigError, loadConfig} from './config.ts';
import {createApi} from './server.ts';

// Standalone API server: `node packages/api/src/main.ts`. The app's start command mounts the API
// in its own server instead (see createApiHandler).
try {
  const config = loadConfig();
  const api = await createApi(config);
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
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
