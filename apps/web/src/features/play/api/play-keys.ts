import type { TPlayContentListQuery } from '@congrega/contract/play';
import type { PlayScope } from '../lib/play-scope.ts';

/** Query keys of Play, under the viewer's scope (lib/play-scope.ts). */
const viewer = (s: PlayScope) => ['play', s.churchId, s.usuarioId] as const;

export const playKeys = {
  all: (s: PlayScope) => viewer(s),
  plans: (churchId: number) => ['play', churchId, 'plans'] as const,
  home: (s: PlayScope) => [...viewer(s), 'home'] as const,
  contents: (s: PlayScope, q: Omit<TPlayContentListQuery, 'igreja'>) => [...viewer(s), 'contents', q] as const,
  content: (s: PlayScope, id: number) => [...viewer(s), 'content', id] as const,
  myList: (s: PlayScope) => [...viewer(s), 'my-list'] as const,
  subscriptions: (s: PlayScope) => [...viewer(s), 'subscriptions'] as const,
};
