import { ADMIN_CONTENT_KINDS, type TAdminContentKind } from '@congrega/contract/admin/content';
import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';

/**
 * The kinds the console authors (contract ADMIN_CONTENT_KINDS, in the switcher's order): the console's endpoints, the
 * member app's page of the kind (the list the editor links to) and the kind's own text fields (a devotional's Bible
 * passage), each with its label key under `content.fields`.
 */
export interface ConsoleContentKind {
  key: TAdminContentKind;
  endpoints: (typeof ADMIN_CONTENT_ENDPOINTS)[TAdminContentKind];
  memberPath: string;
  own: readonly string[];
  /** Publishing notifies the church's members (the server's kind has a notice: not videos). */
  notifies: boolean;
}

// The kinds the console has a form for (the others' endpoints exist; no menu entry leads to them yet).
const MEMBER_PATHS: Partial<Record<TAdminContentKind, string>> = { devotionals: '/devotionals', news: '/news', videos: '/videos' };
const OWN_FIELDS: Partial<Record<TAdminContentKind, readonly string[]>> = {
  devotionals: ['passagem', 'slug'],
  news: ['slug'],
  videos: ['url'],
};

export const CONSOLE_CONTENT_KINDS: readonly ConsoleContentKind[] = ADMIN_CONTENT_KINDS.filter((key) => MEMBER_PATHS[key]).map((key) => ({
  key,
  endpoints: ADMIN_CONTENT_ENDPOINTS[key],
  memberPath: MEMBER_PATHS[key]!,
  own: OWN_FIELDS[key] ?? [],
  notifies: key !== 'videos',
}));

/** The kind a route's `:kind` names, or undefined (an unknown kind is "not found"). */
export const contentKindOf = (key: string | undefined) => CONSOLE_CONTENT_KINDS.find((k) => k.key === key);
