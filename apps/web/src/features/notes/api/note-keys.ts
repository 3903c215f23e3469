import type { NotesScope } from '../lib/notes-scope.ts';

/** Query keys of the notes feature, in one place so saves and deletes update what the screens read. */
export const noteKeys = {
  all: ({ churchId, owner }: NotesScope) => ['notes', churchId, owner] as const,
  list: (scope: NotesScope) => [...noteKeys.all(scope), 'list'] as const,
  detail: (scope: NotesScope, id: number) => [...noteKeys.all(scope), 'detail', id] as const,
};
