import type { AppRoute } from '../route-meta.ts';

/**
 * Small groups and studies (MOD_CELULA): visitors browse and read public studies; asking to join needs login
 * (Part of THE route table, app/routes.tsx.)
 */
export const groupRoutes: AppRoute[] = [
  {
    path: '/groups',
    meta: { access: 'public', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/groups.tsx'),
  },
  {
    path: '/groups/request/success',
    meta: {
      access: 'public',
      module: 'MOD_CELULA',
      layout: 'DEFAULT',
      query: false,
      ns: ['groups'],
      outcome: { kind: 'group-requested', otherwise: '/groups' },
    },
    load: () => import('../../features/groups/routes/request-success.tsx'),
  },
  {
    path: '/groups/:celulaId',
    meta: { access: 'public', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups', 'contract'] },
    load: () => import('../../features/groups/routes/group-detail.tsx'),
  },
  {
    path: '/groups/:celulaId/meetings',
    meta: { access: 'member', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/meetings.tsx'),
  },
  {
    path: '/groups/:celulaId/members',
    meta: { access: 'member', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/roster.tsx'),
  },
  {
    path: '/groups/:celulaId/meetings/new',
    meta: { access: 'member', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups', 'contract'] },
    load: () => import('../../features/groups/routes/record-meeting.tsx'),
  },
  {
    path: '/groups/:celulaId/health',
    meta: { access: 'member', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/health.tsx'),
  },
  {
    path: '/groups/:celulaId/meetings/:meetingId/edit',
    meta: { access: 'member', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups', 'contract'] },
    load: () => import('../../features/groups/routes/edit-meeting.tsx'),
  },
  {
    path: '/groups/:celulaId/meetings/:meetingId',
    meta: { access: 'member', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/meeting-detail.tsx'),
  },
  {
    path: '/studies',
    meta: { access: 'public', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/studies.tsx'),
  },
  {
    path: '/studies/:studiesId',
    meta: { access: 'public', module: 'MOD_CELULA', layout: 'DEFAULT', ns: ['groups'] },
    load: () => import('../../features/groups/routes/study-detail.tsx'),
  },
];
