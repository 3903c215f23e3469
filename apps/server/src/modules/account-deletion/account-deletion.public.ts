/**
 * The account-deletion module's front door: all that other modules may import from it (lint rule "floors/module-doors";
 * modules/README.md "Floors and front doors"). It owns the personal data registry, so merging two client accounts
 * (which moves everything the registry's tables hold) lives here too. One line per export: why it is here, and who uses it.
 * - mergeMemberInto, previewMemberMerge: merge duplicate records of one church, and what that would do (admin: People)
 */
export { mergeMemberInto, previewMemberMerge, type MemberMerge } from './member-merge.ts';
export type { MemberRow } from './member-merge.repository.ts';
