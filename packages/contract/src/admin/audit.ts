import { z } from 'zod';
import { zListLimit } from './common.ts';
import { ZId, zPageNumber } from '../common.ts';
import { parseIsoDate } from '../validators.ts';
import { ADMIN_AREAS } from './grants.ts';

/**
 * The audit log (issue 30): every staff write appended in the write's own transaction, append-only (the app's
 * database role may insert and read it, never change it). Before/after are JSON with secrets, tokens, passwords,
 * CPF and card data masked.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'access', 'merge'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditEntry = z
  .object({
    id: z.number().int(),
    em: z.string(),
    ator: z.object({ contaId: z.number().int().nullable(), nome: z.string() }),
    area: z.enum(ADMIN_AREAS),
    entidade: z.string(),
    entidadeId: z.string().nullable(),
    acao: z.enum(AUDIT_ACTIONS),
    antes: z.unknown().nullable(),
    depois: z.unknown().nullable(),
    requestId: z.string().nullable(),
    ip: z.string().nullable(),
  })
  .meta({ id: 'AdminAuditEntry' });
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const zIsoDay = z.string().refine((v) => parseIsoDate(v) !== undefined, 'validation.dateFormat');

/** GET /admin/:church/audit: newest first; `ator` = the provider account (a person's own history). */
const auditFilters = {
  ator: ZId.optional(),
  area: z.enum(ADMIN_AREAS).optional(),
  entidade: z.string().trim().min(1).max(60).optional(),
  entidadeId: z.string().trim().min(1).max(60).optional(),
  /** Calendar days in the church's time zone, inclusive. */
  de: zIsoDay.optional(),
  ate: zIsoDay.optional(),
};
const dateOrder = [
  (q: { de?: string; ate?: string }) => !q.de || !q.ate || q.de <= q.ate,
  { path: ['ate'], message: 'validation.dateRange' },
] satisfies [unknown, { path: string[]; message: string }];

/** GET /admin/:church/audit/export: the same filters, as CSV (newest first, at most AUDIT_EXPORT_MAX rows). */
export const ZAuditExportQuery = z.strictObject(auditFilters).refine(...dateOrder);
export const AUDIT_EXPORT_MAX = 10_000;

export const ZAuditQuery = z
  .strictObject({
    ...auditFilters,
    page: zPageNumber(),
    limit: zListLimit(50),
  })
  .refine(...dateOrder);
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditPage = z
  .object({ itens: z.array(ZAuditEntry), page: z.number().int(), limit: z.number().int(), total: z.number().int() })
  .meta({ id: 'AdminAuditPage' });
export type TAuditPage = z.infer<typeof ZAuditPage>;
