import type { FastifyInstance } from 'fastify';
import type { Tx } from '../db/client.ts';

/**
 * The personal data registry's contract. Every module that stores rows about a member exports one handler
 * (`<module>.personal-data.repository.ts`) and adds it to PERSONAL_DATA_HANDLERS (personal-data.registry.ts):
 * account deletion erases through it and "download my data" exports through it. The schema walk
 * (personal-data-registry.test.ts) fails for a table holding a member id that no handler names.
 */

/** One member at one church, inside the deletion (or export) transaction scoped to that church. */
export interface PersonalDataScope {
  app: FastifyInstance;
  tx: Tx;
  churchId: number;
  usuarioId: number;
  contaId: number;
  now: Date;
  /** Work to do once the transaction has committed (files); a failure is logged, never undoes the deletion. */
  afterCommit(task: () => Promise<void>): void;
}

export type PersonalRecord = Record<string, unknown>;

export interface PersonalDataHandler {
  /** The export's section name. */
  key: string;
  /** Tables of this module holding rows about a member (checked by the schema walk). */
  tables: readonly string[];
  /** Everything stored about the member at this church, as plain records. */
  exportData(scope: PersonalDataScope): Promise<PersonalRecord[]>;
  /** Deletes the member's rows (or pseudonymises those that must be kept, such as payments). */
  erase(scope: PersonalDataScope): Promise<void>;
  /**
   * After two client accounts merged (People "merge duplicates": the rows already moved, generically, by the
   * database's foreign keys): drop what this module caches per member for both, once committed.
   */
  afterMerge?(app: FastifyInstance, churchId: number, usuarioIds: readonly number[]): Promise<void>;
}
