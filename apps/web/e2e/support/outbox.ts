import fs from 'node:fs';
import path from 'node:path';
// @ts-expect-error plain ESM helper shared with the repo scripts (no type declarations)
import { e2eDataDir } from '../../../../scripts/lib/e2e-data-dir.mjs';

/**
 * The e-mails the browser tier's server wrote to its outbox (no SMTP: DATA_DIR/outbox/<stamp>-<tag>-<id>.eml,
 * modules/mail/mailer.ts): the raw messages of one tag sent to one address, oldest first.
 */
export function outboxMessages(tag: string, to: string): string[] {
  const dir = path.join(e2eDataDir(process.env.E2E_PORT ?? '3100') as string, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.includes(`-${tag}-`))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'mi').test(raw));
}
