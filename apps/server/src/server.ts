import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** Starts the server; SIGINT/SIGTERM stop accepting connections, finish in-flight requests, then exit. */
const config = loadConfig();
const app = await buildApp({ config });

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    app.close().then(
      () => {
        clearTimeout(force);
        process.exit(0);
      },
      (err: unknown) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  });
}

await app.listen({ host: config.host, port: config.port });
app.log.info(`Congrega serving http://<church>.${config.appDomain}:${config.port} (e.g. http://videira.${config.appDomain}:${config.port})`);
