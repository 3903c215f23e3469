import os from 'node:os';
import path from 'node:path';

/** The browser tier's server data folder for a port (scripts/e2e-server.mjs; its outbox is read by e2e/support/outbox.ts). */
export function e2eDataDir(port) {
  return path.join(os.tmpdir(), `congrega-e2e-${port}`);
}
