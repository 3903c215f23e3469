import path from 'node:path';
import type { App } from './app.ts';
import { DEMO_PASSWORD } from './db/seed-context.ts';
import { listActiveChurchSlugs } from './modules/church/church.public.ts';

/** The few lines `npm start` prints once the server listens: where the app is, how to log in, where mail goes. */
export async function startBanner(app: App): Promise<string> {
  const { config } = app;
  const port = config.port === 80 ? '' : `:${config.port}`;
  const url = (slug: string) => `http://${slug}.${config.appDomain}${port}`;
  const slugs = await listActiveChurchSlugs(app.database.db, 4);
  const relative = (dir: string) => {
    const rel = path.relative(process.cwd(), dir);
    return rel.startsWith('..') ? dir : rel || '.';
  };
  const lines = [
    '',
    `Congrega is running: ${slugs.length ? slugs.map(url).join('  ') : `${url('<church>')} (no church yet: npm run seed)`}`,
  ];
  if (slugs.includes('videira')) {
    lines.push(`  demo logins: membro@videira.demo, admin@videira.demo, member@grace.demo (password ${DEMO_PASSWORD}; README lists all)`);
  }
  lines.push(
    `  e-mails:     ${config.smtpUrl ? 'sent over SMTP_URL' : `written to ${relative(path.join(config.dataDir, 'outbox'))}/ as .eml files`}`,
    `  database:    ${app.database.kind === 'pglite' ? `embedded PGlite in ${relative(path.join(config.dataDir, 'pglite'))}/` : 'PostgreSQL (DATABASE_URL)'}`,
    `  API docs:    ${url(slugs[0] ?? '<church>')}/api/docs   (Ctrl+C stops)`,
    '',
  );
  return lines.join('\n');
}
