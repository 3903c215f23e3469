import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.ts';

export interface VapidDetails {
  subject: string;
  publicKey: string;
  privateKey: string;
}

const generated = new Map<string, { publicKey: string; privateKey: string }>();

/**
 * The VAPID key pair of this server: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (production: the same on every
 * copy), else a pair generated once and kept in DATA_DIR/web-push/vapid.json (mode 0600), so a development server
 * keeps its browsers' subscriptions across restarts. No key is ever committed.
 */
export function vapidDetails(config: Pick<Config, 'vapid' | 'dataDir'>): VapidDetails {
  const { publicKey, privateKey, subject } = config.vapid;
  if (publicKey && privateKey) return { subject, publicKey, privateKey };
  let pair = generated.get(config.dataDir);
  if (!pair) {
    pair = readOrCreatePair(path.join(config.dataDir, 'web-push', 'vapid.json'));
    generated.set(config.dataDir, pair);
  }
  return { subject, ...pair };
}

function readPair(file: string): { publicKey: string; privateKey: string } | undefined {
  try {
    const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
    if (typeof saved.publicKey === 'string' && typeof saved.privateKey === 'string') {
      return { publicKey: saved.publicKey, privateKey: saved.privateKey };
    }
  } catch {
    // Missing or unreadable.
  }
  return undefined;
}

function readOrCreatePair(file: string): { publicKey: string; privateKey: string } {
  const saved = readPair(file);
  if (saved) return saved;
  const pair = webpush.generateVAPIDKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file)) fs.rmSync(file); // an unreadable pair is replaced (its subscriptions were lost anyway)
  try {
    // `wx`: two copies starting together on one data folder keep the first pair written.
    fs.writeFileSync(file, JSON.stringify(pair), { mode: 0o600, flag: 'wx' });
    return pair;
  } catch {
    const first = readPair(file);
    if (!first) throw new Error(`cannot keep the VAPID key pair in ${file}`);
    return first;
  }
}
