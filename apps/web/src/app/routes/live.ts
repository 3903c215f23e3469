import type { AppRoute } from '../route-meta.ts';

/**
 * Live services (MOD_CULTO): /live (player, chat, notes and giving tabs), and the embeddable chat and player.
 * No Bible tab: there is no /bible screen in this build. (Part of THE route table, app/routes.tsx.)
 */
export const liveRoutes: AppRoute[] = [
  {
    path: '/live',
    meta: { access: 'public', module: 'MOD_CULTO', layout: 'DEFAULT', ns: ['live'] },
    load: () => import('../../features/live/routes/live.tsx'),
  },
  {
    path: '/embed/chat',
    meta: { access: 'public', module: 'MOD_CULTO', layout: 'EMBED', query: false, ns: ['live'] },
    load: () => import('../../features/live/routes/embed-chat.tsx'),
  },
  {
    path: '/embed/player',
    meta: { access: 'public', layout: 'EMBED', query: false, ns: ['live'] },
    load: () => import('../../features/live/routes/embed-player.tsx'),
  },
];
