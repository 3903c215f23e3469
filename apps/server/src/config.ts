import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/**
 * All configuration comes from the environment, with defaults that let `npm start` run on a fresh clone.
 * The README's environment table mirrors this schema; keep them together.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Churches live at <label>.APP_DOMAIN; other hosts are looked up as custom domains. */
  APP_DOMAIN: z.string().default('localhost'),
  /**
   * Public base URL pattern for links in e-mails; {church} is replaced by the church slug.
   * Default: http://{church}.<APP_DOMAIN>:<PORT>, so links follow the port the server runs on.
   */
  PUBLIC_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  /** When set, PostgreSQL (node-postgres); otherwise embedded PGlite under DATA_DIR/pglite. */
  DATABASE_URL: z.string().optional(),
  /**
   * `transaction` when DATABASE_URL is a pooler in transaction pooling mode (PgBouncer `pool_mode = transaction`):
   * no named prepared statements. `none`: PostgreSQL itself, or a pooler in session mode.
   */
  DATABASE_POOLER: z.enum(['none', 'transaction']).default('none'),
  /** When set, shared rate limits (and later chat fan-out) go through Redis. */
  REDIS_URL: z.string().optional(),
  /** When set, e-mail goes over SMTP; otherwise to DATA_DIR/outbox as .eml files. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Congrega <no-reply@congrega.local>'),
  /** HMAC secret of access tokens. A random per-process one is generated when unset (dev only). */
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Admin site per language and church: {lang} (pt-BR, en, es) and {church} (slug) are replaced.
   * Default: the staff console this server serves, http://admin.<APP_DOMAIN>:<PORT>/{lang}/{church}.
   */
  ADMIN_URL: z.string().optional(),
  /** Seed the demo churches into an empty database at start. */
  SEED_DEMO: z.enum(['true', 'false']).default('true'),
  /** Trust X-Forwarded-* from a proxy in front (needed for real client IPs in rate limits). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  WEB_DIST: z.string().optional(),
  /** The staff console's build (apps/web/dist-admin), served on admin.<APP_DOMAIN>. */
  ADMIN_WEB_DIST: z.string().optional(),
  /**
   * Churches whose host lookup and bootstrap each server copy keeps in memory (least recently used go first).
   * Size it to the number of churches that get traffic: a miss costs two queries. About 6.5 KB per church.
   */
  CHURCH_CACHE_ENTRIES: z.coerce.number().int().min(1).default(20_000),
  /**
   * Open WebSockets (/chat and /band together) each server copy accepts from one client IP address, and for one
   * church; more are closed with 4429 (packages/contract/src/socket.ts). Behind a proxy, set TRUST_PROXY.
   */
  SOCKET_MAX_PER_IP: z.coerce.number().int().min(1).default(50),
  SOCKET_MAX_PER_CHURCH: z.coerce.number().int().min(1).default(2000),
  /**
   * DNS servers (comma-separated, `host` or `host:port`) that check custom domains' TXT records; the system's
   * resolvers when unset. DNS_TIMEOUT_MS bounds one lookup.
   */
  DNS_SERVERS: z.string().optional(),
  DNS_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** HMAC secret of the sandbox gateway's webhooks and card fingerprints; derived from JWT_SECRET when unset. */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /** The sandbox bank (settles sandbox Pix/boleto/ACH/in-review payments): on by default, off in production. */
  SANDBOX_BANK: z.enum(['on', 'off']).optional(),
  /** Run background jobs (Pix/boleto expiry, receipts) in this copy; every copy may, each job runs once. */
  JOBS_WORKERS: z.enum(['on', 'off']).default('on'),
  /** Brazilian postcode service base URL (`GET {base}{cep}/json/`); unset = the address form is filled by hand. */
  POSTCODE_BR_URL: z.url().optional(),
  /** Postcode service of other countries (`GET {base}{country}/{code}`); unset = filled by hand. */
  POSTCODE_URL: z.url().optional(),
  /** Countries-and-states service (`GET {base}{country}/states/` with the key header); unset = free-text state. */
  COUNTRY_STATES_URL: z.url().optional(),
  COUNTRY_STATES_API_KEY: z.string().optional(),
  /** Time limit of each call to those services; past it the form falls back to manual entry. */
  ADDRESS_LOOKUP_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** External Bible provider (`GET {base}{version}/{book}/{chapter}` with the key header); unset = off. */
  BIBLE_PROVIDER_URL: z.url().optional(),
  BIBLE_PROVIDER_KEY: z.string().optional(),
  /** The provider's translations as `code=locale` pairs, e.g. `arc=pt-BR,rvr=es`. */
  BIBLE_PROVIDER_VERSIONS: z.string().default(''),
  /**
   * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints): both or neither. Unset: a
   * pair generated once and kept in DATA_DIR/web-push/vapid.json (development; every copy must share one pair).
   */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /**
   * The push services' host names a subscription's endpoint may name (comma-separated; a name also covers its
   * subdomains): the browsers' own services by default. The server POSTs to that endpoint, so any other host is
   * refused (a member must not make the server call an address of their choosing).
   */
  PUSH_SERVICE_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,android.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,push.apple.com,notify.windows.com',
    ),
  /** Who the push services may contact about this server's pushes (`mailto:` or `https:`). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .default('mailto:no-reply@congrega.local'),
  /** The media tools (Debian's `ffmpeg` package); without them uploads cannot be processed (the console says so). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  FFPROBE_PATH: z.string().min(1).default('ffprobe'),
  /** Niceness of media processing (ffmpeg runs below the web process). */
  MEDIA_NICE: z.coerce.number().int().min(0).max(19).default(15),
  /** Heights of the HLS ladder made from an uploaded video (renditions above the source's height are skipped). */
  MEDIA_HLS_LADDER: z
    .string()
    .regex(/^\d{2,4}(,\d{2,4})*$/)
    .default('360,720,1080'),
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('JWT_SECRET (32+ characters) is required when NODE_ENV=production');
  }
  if (!e.VAPID_PUBLIC_KEY !== !e.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither)');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appDomain = e.APP_DOMAIN.toLowerCase();
  const port = e.PORT === 80 ? '' : `:${e.PORT}`;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appDomain,
    publicUrl: e.PUBLIC_URL ?? `http://{church}.${appDomain}${port}`,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePooler: e.DATABASE_POOLER,
    redisUrl: e.REDIS_URL,
    /** Prefix of the rate-limit keys in Redis (tests give each app its own, so parallel files never share counters). */
    rateLimitKeyPrefix: 'rl',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    logLevel: e.LOG_LEVEL,
    adminUrl: e.ADMIN_URL ?? `http://admin.${appDomain}${port}/{lang}/{church}`,
    seedDemo: e.SEED_DEMO === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    churchCacheEntries: e.CHURCH_CACHE_ENTRIES,
    socketMaxPerIp: e.SOCKET_MAX_PER_IP,
    socketMaxPerChurch: e.SOCKET_MAX_PER_CHURCH,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    jobsWorkers: e.JOBS_WORKERS === 'on',
    dns: {
      servers: (e.DNS_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
      timeoutMs: e.DNS_TIMEOUT_MS,
    },
    addressLookup: {
      brazilUrl: e.POSTCODE_BR_URL,
      postcodeUrl: e.POSTCODE_URL,
      statesUrl: e.COUNTRY_STATES_URL,
      statesApiKey: e.COUNTRY_STATES_API_KEY,
      timeoutMs: e.ADDRESS_LOOKUP_TIMEOUT_MS,
    },
    bibleProvider: {
      url: e.BIBLE_PROVIDER_URL,
      key: e.BIBLE_PROVIDER_KEY,
      versions: e.BIBLE_PROVIDER_VERSIONS,
      timeoutMs: e.ADDRESS_LOOKUP_TIMEOUT_MS,
    },
    vapid: { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT },
    pushServiceHosts: e.PUSH_SERVICE_HOSTS.split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    mediaTools: { ffmpeg: e.FFMPEG_PATH, ffprobe: e.FFPROBE_PATH, nice: e.MEDIA_NICE },
    hlsLadder: e.MEDIA_HLS_LADDER.split(',')
      .map(Number)
      .sort((a, b) => a - b),
    sandboxBank: (e.SANDBOX_BANK ?? (e.NODE_ENV === 'production' ? 'off' : 'on')) === 'on',
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    adminWebDist: path.resolve(e.ADMIN_WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist-admin')),
  };
}

/** Test configuration: in-memory PGlite unless DATABASE_URL is set, quiet logs, fixed secret. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: '/tmp/congrega-test' }),
    databaseUrl: process.env.DATABASE_URL,
    jwtSecret: 'test-secret-test-secret-test-secret-000',
    rateLimitKeyPrefix: `rl-test-${randomBytes(6).toString('hex')}`,
    // Tests run jobs explicitly (app.jobs.drain) instead of polling workers.
    jobsWorkers: false,
    ...overrides,
  };
}
