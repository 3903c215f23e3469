import type { TGroupListQuery } from '@congrega/contract/groups';
import type { GroupsScope } from '../lib/groups-scope.ts';

/** Query keys of the groups feature; everything starts with ['groups', slug]. */
export const groupKeys = {
  all: (slug: string) => ['groups', slug] as const,
  list: ({ slug, viewer }: GroupsScope, query: TGroupListQuery) => ['groups', slug, 'list', viewer, query] as const,
  detail: ({ slug, viewer }: GroupsScope, id: number) => ['groups', slug, 'detail', id, viewer] as const,
  requests: ({ slug, viewer }: GroupsScope, id: number) => ['groups', slug, 'requests', id, viewer] as const,
  meetings: ({ slug, viewer }: GroupsScope, id: number) => ['groups', slug, 'meetings', id, viewer] as const,
  meeting: ({ slug, viewer }: GroupsScope, id: number, meetingId: number) => ['groups', slug, 'meeting', id, meetingId, viewer] as const,
  roster: ({ slug, viewer }: GroupsScope, id: number) => ['groups', slug, 'roster', id, viewer] as const,
  health: ({ slug, viewer }: GroupsScope, id: number) => ['groups', slug, 'health', id, viewer] as const,
  studies: ({ slug, viewer }: GroupsScope) => ['groups', slug, 'studies', viewer] as const,
  study: ({ slug, viewer }: GroupsScope, id: number) => ['groups', slug, 'study', id, viewer] as const,
  studyConfig: (slug: string) => ['groups', slug, 'study-config'] as const,
};
