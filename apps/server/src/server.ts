import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { devLogStream } from './lib/dev-log-stream.ts';
import { startBanner } from './start-banner.ts';

/** Starts the server; SIGINT/SIGTERM stop accepting connections, finish in-flight requests, then exit. */
const config = loadConfig();
// Development prints short readable lines; anything else (production, LOG_FORMAT=json) keeps pino's JSON.
const pretty = config.env === 'development' && process.env.LOG_FORMAT !== 'json';
const app = await buildApp({ config, logStream: pretty ? devLogStream() : undefined });

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
if (pretty) process.stdout.write(`${await startBanner(app)}\n`);
else app.log.info({ port: config.port, appDomain: config.appDomain }, 'Congrega listening');
