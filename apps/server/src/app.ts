import http from 'node:http';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { logSafeError } from './lib/log-safe-error.ts';
import { LOG_REDACT_PATHS, redactUrl } from './lib/redact.ts';
import { safeValidatorCompiler } from './lib/validator.ts';
import authPlugin from './plugins/auth.ts';
import compressionPlugin from './plugins/compression.ts';
import databasePlugin from './plugins/database.ts';
import errorsPlugin from './plugins/errors.ts';
import openapiPlugin from './plugins/openapi.ts';
import jobsPlugin from './plugins/jobs.ts';
import mediaPlugin from './plugins/media.ts';
import rateLimitPlugin from './plugins/rate-limit.ts';
import realtimePlugin from './plugins/realtime.ts';
import seedOnStartPlugin from './plugins/seed-on-start.ts';
import tenantPlugin, { tenantScope } from './plugins/tenant.ts';
import webPlugin, { type WebScreens } from './plugins/web.ts';
import { SCREEN_LINK_PREVIEWS } from './plugins/web-screen-previews.ts';
import adminSitePlugin, { adminHostGuard } from './plugins/admin-site.ts';
import mailPlugin from './modules/mail/mail.plugin.ts';
import churchPlugin from './modules/church/church.plugin.ts';
import churchRoutes from './modules/church/church.routes.ts';
import { aboutFirstPaint, churchHomeFirstPaint } from './modules/church/church.public.ts';
import { CONTENT_FIRST_PAINTS, CONTENT_LINK_PREVIEWS } from './modules/content/content.public.ts';
import { podcastLinkPreview } from './modules/podcast/podcast.public.ts';
import { eventDetailFirstPaint, eventLinkPreview, eventsListFirstPaint } from './modules/events/events.public.ts';
import { prayerWallFirstPaint } from './modules/prayer/prayer.public.ts';
import accountsRoutes from './modules/accounts/accounts.routes.ts';
import notificationsRoutes from './modules/notifications/notifications.routes.ts';
import utilsRoutes from './modules/utils/utils.routes.ts';
import prayerRoutes from './modules/prayer/prayer.routes.ts';
import accountDeletionRoutes from './modules/account-deletion/account-deletion.routes.ts';
import householdRoutes from './modules/household/household.routes.ts';
import notesRoutes from './modules/notes/notes.routes.ts';
import bffRoutes from './modules/bff/bff.routes.ts';
import givingPlugin from './modules/giving/giving.plugin.ts';
import paymentsPlugin from './modules/payments/payments.plugin.ts';
import paymentsRoutes from './modules/payments/payments.routes.ts';
import webhookRoutes from './modules/payments/webhooks.routes.ts';
import givingAccountRoutes from './modules/giving/giving-account.routes.ts';
import eventsPlugin from './modules/events/events.plugin.ts';
import livePlugin from './modules/live/live.plugin.ts';
import prayerPlugin from './modules/prayer/prayer.plugin.ts';
import playPlugin from './modules/play/play.plugin.ts';
import playRoutes from './modules/play/play.routes.ts';
import mediaRoutes from './modules/media/media.routes.ts';
import eventsRoutes from './modules/events/events.routes.ts';
import groupsRoutes from './modules/groups/groups.routes.ts';
import profilePictureRoutes from './modules/profile-picture/profile-picture.routes.ts';
import memberCardRoutes from './modules/member-card/member-card.routes.ts';
import externalAppsRoutes from './modules/external-apps/external-apps.routes.ts';
import bibleRoutes from './modules/bible/bible.routes.ts';
import readingPlansRoutes from './modules/reading-plans/reading-plans.routes.ts';
import praiseRoutes from './modules/praise/praise.routes.ts';
import contentRoutes from './modules/content/content.routes.ts';
import podcastRoutes from './modules/podcast/podcast.routes.ts';
import liveRoutes from './modules/live/live.routes.ts';
import chatPlugin from './modules/chat/chat.plugin.ts';
import chatHostRoutes from './modules/chat/chat-host.routes.ts';
import chatRoutes from './modules/chat/chat.routes.ts';
import { doorLivePlugin, staffGatePlugin } from './modules/admin/admin.public.ts';
import adminSessionRoutes from './modules/admin/admin-session.routes.ts';
import adminRoutes from './modules/admin/admin.routes.ts';
import adminFinanceRoutes from './modules/admin/admin-finance.routes.ts';
import adminFinanceAttentionRoutes from './modules/admin/admin-finance-attention.routes.ts';
import adminFinanceRecurringRoutes from './modules/admin/admin-finance-recurring.routes.ts';
import adminOfferingsRoutes from './modules/admin/admin-offerings.routes.ts';
import adminDoorRoutes from './modules/admin/admin-door.routes.ts';
import adminEventListRoutes from './modules/admin/admin-event-list.routes.ts';
import adminEventRegistrationsRoutes from './modules/admin/admin-event-registrations.routes.ts';
import adminEventsRoutes from './modules/admin/admin-events.routes.ts';
import adminEventContentsRoutes from './modules/admin/admin-event-contents.routes.ts';
import adminPodcastsRoutes from './modules/admin/admin-podcasts.routes.ts';
import adminSongsRoutes from './modules/admin/admin-songs.routes.ts';
import adminNotificationsRoutes from './modules/admin/admin-notifications.routes.ts';
import adminContentRoutes from './modules/admin/admin-content.routes.ts';
import adminContentPartsRoutes from './modules/admin/admin-content-parts.routes.ts';
import adminReadingPlansRoutes from './modules/admin/admin-reading-plans.routes.ts';
import adminFinanceReceiptsRoutes from './modules/admin/admin-finance-receipts.routes.ts';
import adminFinanceReportsRoutes from './modules/admin/admin-finance-reports.routes.ts';
import adminUploadsRoutes from './modules/admin/admin-uploads.routes.ts';
import adminPaymentMethodsRoutes from './modules/admin/admin-payment-methods.routes.ts';
import adminSettingsDomainsRoutes from './modules/admin/admin-settings-domains.routes.ts';
import adminSettingsExternalAppsRoutes from './modules/admin/admin-settings-external-apps.routes.ts';
import adminPrayerRoutes from './modules/admin/admin-prayer.routes.ts';
import adminLiveRoutes from './modules/admin/admin-live.routes.ts';
import adminCellsRoutes from './modules/admin/admin-cells.routes.ts';
import adminMediaRoutes from './modules/admin/admin-media.routes.ts';
import adminPlayRoutes from './modules/admin/admin-play.routes.ts';
import { adminScope } from './lib/admin-host.ts';

export interface BuildOptions {
  config: Config;
  /** Tests pass an already migrated database; otherwise one is opened from the config. */
  database?: Database;
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: { write(line: string): void };
}

/** Feature modules, each a Fastify plugin mounted under /api/v1. One line per feature. */
const API_MODULES: FastifyPluginAsync[] = [
  churchRoutes,
  accountsRoutes,
  notificationsRoutes,
  utilsRoutes,
  prayerRoutes,
  notesRoutes,
  paymentsRoutes,
  givingAccountRoutes,
  eventsRoutes,
  groupsRoutes,
  bibleRoutes,
  readingPlansRoutes,
  praiseRoutes,
  contentRoutes,
  podcastRoutes,
  liveRoutes,
  chatHostRoutes,
  householdRoutes,
  accountDeletionRoutes,
  playRoutes,
  mediaRoutes,
  profilePictureRoutes,
  memberCardRoutes,
  externalAppsRoutes,
];

/** The staff console's API (`base: 'admin'` descriptors under /api/v1/admin), on the admin host only. */
const ADMIN_MODULES: FastifyPluginAsync[] = [
  adminSessionRoutes,
  adminRoutes,
  adminFinanceRoutes,
  adminFinanceRecurringRoutes,
  adminFinanceAttentionRoutes,
  adminOfferingsRoutes,
  adminDoorRoutes,
  adminEventListRoutes,
  adminEventRegistrationsRoutes,
  adminEventsRoutes,
  adminEventContentsRoutes,
  adminPodcastsRoutes,
  adminSongsRoutes,
  adminNotificationsRoutes,
  adminContentRoutes,
  adminContentPartsRoutes,
  adminReadingPlansRoutes,
  adminFinanceReceiptsRoutes,
  adminFinanceReportsRoutes,
  adminUploadsRoutes,
  adminPaymentMethodsRoutes,
  adminSettingsDomainsRoutes,
  adminSettingsExternalAppsRoutes,
  adminPrayerRoutes,
  adminLiveRoutes,
  adminCellsRoutes,
  adminMediaRoutes,
  adminPlayRoutes,
];

/** Screen-shaped aggregates for the web app (backend-for-frontend), mounted under /bff. */
const BFF_MODULES: FastifyPluginAsync[] = [bffRoutes];

/**
 * What the modules give the served page (plugins/web.ts): the screens the server draws before the app's scripts run,
 * by path (plugins/web-first-paint.ts), and the detail pages with their own link preview (modules/README.md "Link
 * previews"). One line per screen.
 */
const WEB_SCREENS: WebScreens = {
  firstPaints: {
    '/': churchHomeFirstPaint,
    '/about': aboutFirstPaint,
    '/prayer': prayerWallFirstPaint,
    '/event': eventsListFirstPaint,
    '/event/:eventId': eventDetailFirstPaint,
    ...CONTENT_FIRST_PAINTS,
  },
  linkPreviews: [eventLinkPreview, ...CONTENT_LINK_PREVIEWS, podcastLinkPreview, ...SCREEN_LINK_PREVIEWS],
};

export async function buildApp({ config, database, logStream }: BuildOptions) {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(logStream ? { stream: logStream } : {}),
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        // Typed as pino's error shape; ours deliberately has no message (see lib/log-safe-error.ts).
        err: logSafeError as never,
        error: logSafeError as never,
        req: (req: FastifyRequest) => ({ method: req.method, url: redactUrl(req.url), host: req.headers.host, ip: req.ip }),
      },
    },
    trustProxy: config.trustProxy,
    // Node answers a request without Host with a bare 400; let it through to get the app's JSON error body.
    serverFactory: (handler) => http.createServer({ requireHostHeader: false }, handler),
    bodyLimit: 1024 * 1024,
    // Spec paths mix trailing slashes (/igreja/ vs /oracao/{slug}); accept both spellings.
    routerOptions: { ignoreTrailingSlash: true },
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { database });
  await app.register(seedOnStartPlugin);
  await app.register(cookie);
  await app.register(rateLimitPlugin);
  await app.register(tenantPlugin);
  await app.register(churchPlugin);
  // Before every route: the staff console's host (admin.<APP_DOMAIN>) and the church hosts never share a route.
  await app.register(adminHostGuard);
  await app.register(realtimePlugin);
  await app.register(authPlugin);
  await app.register(staffGatePlugin);
  await app.register(doorLivePlugin);
  await app.register(chatPlugin);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin);
  await app.register(givingPlugin);
  await app.register(eventsPlugin);
  await app.register(livePlugin);
  await app.register(prayerPlugin);
  await app.register(playPlugin);
  await app.register(openapiPlugin);
  await app.register(mediaPlugin);

  app.get('/healthz', { schema: { hide: true }, config: { anyHost: true } }, async (_req, reply) => {
    await app.database.db.execute('select 1');
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  await app.register(
    async (api) => {
      tenantScope(api);
      for (const routes of API_MODULES) await api.register(routes);
    },
    { prefix: '/api/v1' },
  );
  // Outside the church hosts' tenant scope: the church of an admin call is the `:church` of its path (staff-gate.ts).
  await app.register(
    async (admin) => {
      adminScope(admin);
      for (const routes of ADMIN_MODULES) await admin.register(routes);
      admin.all('/admin/*', { schema: { hide: true } }, async () => {
        throw new AppError('NOT_FOUND');
      });
    },
    { prefix: '/api/v1' },
  );
  await app.register(
    async (bff) => {
      tenantScope(bff);
      for (const routes of BFF_MODULES) await bff.register(routes);
    },
    { prefix: '/bff' },
  );
  // The live chat WebSocket (/chat): the church comes from the upgrade request's host.
  await app.register(chatRoutes);
  // Gateway webhooks: outside the church hosts (the church comes from the signed event).
  await app.register(webhookRoutes);
  // The staff console's page and assets, on the admin host only (its GET /* is bound to that host).
  await app.register(adminSitePlugin);
  // Last: the built web app answers every other GET (skipped, with a hint, when it is not built).
  await app.register(webPlugin, { screens: WEB_SCREENS });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
