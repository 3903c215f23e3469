import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { igreja } from '../church/church.schema.ts';
import { celula, celulaSolicitacao } from './groups.schema.ts';
import { leadersOf } from './leaders.repository.ts';

const requester = alias(usuario, 'requerente');

/** Everything the e-mails of a join request need: church, group, requester, the group's leaders (none: empty). */
export async function findRequestNoticeData(tx: Tx, churchId: number, requestId: number) {
  const [row] = await tx
    .select({
      churchName: igreja.nome,
      slug: igreja.slug,
      idioma: igreja.idioma,
      celulaId: celula.id,
      groupName: celula.nome,
      status: celulaSolicitacao.status,
      mensagem: celulaSolicitacao.mensagem,
      requester: {
        id: requester.id,
        nome: requester.nome,
        sobrenome: requester.sobrenome,
        email: requester.email,
        telefone: requester.telefone,
        receberAvisosEmail: requester.receberAvisosEmail,
      },
    })
    .from(celulaSolicitacao)
    .innerJoin(igreja, eq(igreja.id, celulaSolicitacao.igrejaId))
    .innerJoin(celula, and(eq(celula.id, celulaSolicitacao.celulaId), eq(celula.igrejaId, churchId)))
    .innerJoin(requester, and(eq(requester.id, celulaSolicitacao.usuarioId), eq(requester.igrejaId, churchId)))
    .where(and(eq(celulaSolicitacao.igrejaId, churchId), eq(celulaSolicitacao.id, requestId)))
    .limit(1);
  if (!row) return undefined;
  const leaders = (await leadersOf(tx, churchId, [row.celulaId])).get(row.celulaId) ?? [];
  return { ...row, leaders: leaders.map((l) => ({ id: l.usuarioId, email: l.email, receberAvisosEmail: l.receberAvisosEmail })) };
}
