import { hasModule } from './bootstrap.ts';

/**
 * The screens the app has, as path patterns with the church module each needs (null: none). A church's menu
 * (igrejaAppMenu) may name screens this build does not have yet (/events, /give...): menus and home tiles show
 * an entry only when its screen exists here and its module is on, so no entry leads to "page not found".
 * Kept small on purpose (it is part of the first load); app/app-paths.test.ts holds it equal to the route table.
 */
export const APP_PATHS: Readonly<Record<string, string | null>> = {
  '/': null,
  '/about': null,
  '/churchs': null,
  '/error': null,
  '/access': null,
  '/access/login': null,
  '/access/register': null,
  '/access/recover-password': null,
  '/access/reset-password': null,
  '/access/activate': null,
  '/user': null,
  '/user/data': null,
  '/user/data-update': null,
  '/user/change-password': null,
  '/user/change-password/success': null,
  '/notification-open': null,
  '/user/notes': null,
  '/user/notes/new': null,
  '/user/notes/:noteId': null,
  '/user/notes/:noteId/delete': null,
  '/user/prayer': 'MOD_MURAL_ORACAO',
  '/user/prayer/:prayerId': 'MOD_MURAL_ORACAO',
  '/user/member-card': null,
  '/user/member-card/print': null,
  '/embed/print-member-card': null,
  '/member-card/verify': null,
  '/user/church': null,
  '/third-parts/voluts': 'MOD_VOLUTS',
  '/third-parts/mykids': 'MOD_MYKIDS',
  '/user/delete-user': null,
  '/user/confirm-delete-user': null,
  '/user/delete-user-success': null,
  '/user/cards': null,
  '/user/addcard': null,
  '/user/deletecard': null,
  '/user/payment/:paymentCode': null,
  '/give': 'MOD_DOACAO',
  '/give/recurrency': 'MOD_DOACAO',
  '/give/checkout': 'MOD_DOACAO',
  '/give/thank-you': 'MOD_DOACAO',
  '/user/giving': 'MOD_DOACAO',
  '/play': 'MOD_ASSINATURA',
  '/play/browse': 'MOD_ASSINATURA',
  '/play/search': 'MOD_ASSINATURA',
  '/play/plans': 'MOD_ASSINATURA',
  '/play/collection/:id': 'MOD_ASSINATURA',
  '/play/video/:id': 'MOD_ASSINATURA',
  '/play/watch/:id': 'MOD_ASSINATURA',
  '/user/play': 'MOD_ASSINATURA',
  '/event': 'MOD_EVENTO',
  '/event/:eventId': 'MOD_EVENTO',
  '/event/:eventId/tickets': 'MOD_EVENTO',
  '/checkout': 'MOD_EVENTO',
  '/checkout/thank-you': 'MOD_EVENTO',
  '/user/registrations': 'MOD_EVENTO',
  '/user/registrations/:eventId/tickets': 'MOD_EVENTO',
  '/user/registrations/:eventId/ticket/:ticketId/content': 'MOD_EVENTO',
  '/user/registrations/:eventId/ticket/:ticketId/content/:contentId': 'MOD_EVENTO',
  '/prayer': 'MOD_MURAL_ORACAO',
  '/prayer/new': 'MOD_MURAL_ORACAO',
  '/prayer/new/success': 'MOD_MURAL_ORACAO',
  '/prayer/delete/success': 'MOD_MURAL_ORACAO',
  '/prayer/:prayerId': 'MOD_MURAL_ORACAO',
  '/prayer/:prayerId/delete': 'MOD_MURAL_ORACAO',
  '/live': 'MOD_CULTO',
  '/embed/chat': 'MOD_CULTO',
  '/embed/player': null,
  '/groups': 'MOD_CELULA',
  '/groups/request/success': 'MOD_CELULA',
  '/groups/:celulaId': 'MOD_CELULA',
  '/groups/:celulaId/meetings': 'MOD_CELULA',
  '/groups/:celulaId/members': 'MOD_CELULA',
  '/groups/:celulaId/meetings/new': 'MOD_CELULA',
  '/groups/:celulaId/health': 'MOD_CELULA',
  '/groups/:celulaId/meetings/:meetingId': 'MOD_CELULA',
  '/studies': 'MOD_CELULA',
  '/studies/:studiesId': 'MOD_CELULA',
  '/bible': null,
  '/praise': null,
  '/praise/:praiseId': null,
  '/embed/praise': null,
  '/reading-plans': null,
  '/reading-plans/:planUUID': null,
  '/reading-plans/:planUUID/delete': null,
  '/reading-plans/:planUUID/delete/confirm': null,
  '/embed/reading-plans': null,
  '/embed/reading-plans/:planUUID': null,
  '/embed/reading-plans/:planUUID/delete': null,
  '/embed/reading-plans/:planUUID/delete/confirm': null,
  '/devotionals': 'MOD_DEVOCIONAL',
  '/devotionals/:devotionalId': 'MOD_DEVOCIONAL',
  '/ebds': 'MOD_EBD',
  '/ebds/:ebdSlug': 'MOD_EBD',
  '/ministries': null,
  '/ministries/:ministryId': null,
  '/ministries/:ministryId/projects/:projectId': null,
  '/news': 'MOD_NOTICIA',
  '/news/:newsId': 'MOD_NOTICIA',
  '/podcast': null,
  '/publication-types': 'MOD_PUBLICACAO',
  '/publications': 'MOD_PUBLICACAO',
  '/publications/:publicationSlug': 'MOD_PUBLICACAO',
  '/videos': null,
  '/videos/:videoId': null,
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}

/** Whether an internal link (`/prayer?x=1#y`) opens a screen of this app that the church has the module for. */
export function isAvailableLink(link: string, moduleOn: (code: string) => boolean = hasModule): boolean {
  const path = link.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  for (const [pattern, module] of Object.entries(APP_PATHS)) {
    if (matches(pattern, path)) return module === null || moduleOn(module);
  }
  return false;
}
