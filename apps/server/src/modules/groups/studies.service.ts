import type { TStudy, TStudyConfig, TStudyList, TStudySummary } from '@congrega/contract/groups';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import { assertHostSlug, viewerOf } from './groups-access.ts';
import { findStudy, findStudyConfig, listStudies } from './studies.repository.ts';
import type { TenantChurch } from '../../core/tenant.ts';
import type { AuthContext } from '../../core/auth.ts';

/**
 * Studies: public ones for everyone; one without flagConteudoPublico only for logged-in members of the church (a
 * client account here), anyone else gets 404 STUDY_NOT_FOUND as for a missing one. The content is sanitised on the
 * way out (lib/rich-text.ts), whatever the admin stored; attachments keep only http(s) and same-site links.
 */

type SummaryRow = {
  id: number;
  titulo: string;
  resumo: string | null;
  imagem: string | null;
  flagConteudoPublico: boolean;
  dataPublicacao: Date;
};
function toSummary(row: SummaryRow): TStudySummary {
  return { ...row, dataPublicacao: row.dataPublicacao.toISOString() };
}

const safeLink = (url: string) => /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));

export async function getStudies(
  app: FastifyInstance,
  church: TenantChurch,
  slug: string,
  auth: AuthContext | null,
  page: { page: number; limit: number },
): Promise<TStudyList> {
  assertHostSlug(church, slug);
  return app.database.withChurch(church.id, async (tx) => {
    const member = (await viewerOf(tx, church.id, auth)) !== undefined;
    const { rows, total } = await listStudies(tx, church.id, member, page);
    return { estudos: rows.map(toSummary), total, page: page.page, limit: page.limit };
  });
}

export async function getStudy(app: FastifyInstance, church: TenantChurch, auth: AuthContext | null, id: number): Promise<TStudy> {
  return app.database.withChurch(church.id, async (tx) => {
    const row = await findStudy(tx, church.id, id);
    if (!row || (!row.flagConteudoPublico && (await viewerOf(tx, church.id, auth)) === undefined)) throw new AppError('STUDY_NOT_FOUND');
    const { conteudo, anexos, ...summary } = row;
    return { ...toSummary(summary), conteudo: sanitizeRichText(conteudo), anexos: anexos.filter((a) => safeLink(a.url)) };
  });
}

export async function getStudyConfig(app: FastifyInstance, church: TenantChurch): Promise<TStudyConfig> {
  const row = await app.database.withChurch(church.id, (tx) => findStudyConfig(tx, church.id));
  return { titulo: row?.titulo ?? null, descricao: row?.descricao ?? null };
}
