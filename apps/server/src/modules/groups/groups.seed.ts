import { randomBytes } from 'node:crypto';
import type { SeedContext } from '../../db/seed-context.ts';
import { hashPassword } from '../../lib/password.ts';
import { conta, usuario } from '../accounts/accounts.schema.ts';
import { DEMO_GROUPS, DEMO_STUDIES, EXTRA_LEADERS } from './groups-seed-data.ts';
import { celula, celulaLider, celulaMembro, celulaReuniao, celulaSolicitacao, estudo, estudoConfiguracao } from './groups.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Videira's small groups (six, in different neighbourhoods and days), their meetings and studies (public and
 * members-only). membro@videira.demo belongs to Célula Mooca and has a pending request for Célula Bela Vista, led
 * by irmao@videira.demo here and by lider@videira.demo once the staff are seeded (admin.seed.ts). Skipped when videira
 * was not seeded.
 */
export async function seedGroups(ctx: SeedContext): Promise<void> {
  const church = ctx.churches.videira;
  if (!church) return;
  const { db } = ctx;
  const igrejaId = church.id;
  const people: Record<string, number> = {};
  for (const [email, member] of Object.entries(ctx.members)) {
    const id = member.clients.videira;
    if (id !== undefined) people[email] = id;
  }
  const senhaHash = await hashPassword(randomBytes(24).toString('base64url'));
  for (const leader of EXTRA_LEADERS) {
    const [account] = await db.insert(conta).values({ email: leader.email, senhaHash }).returning({ id: conta.id });
    const [client] = await db
      .insert(usuario)
      .values({
        igrejaId,
        contaId: account!.id,
        email: leader.email,
        nome: leader.nome,
        sobrenome: leader.sobrenome,
        telefone: leader.telefone,
      })
      .returning({ id: usuario.id });
    people[leader.key] = client!.id;
  }

  const now = Date.now();
  const studies: Record<string, number> = {};
  for (const s of DEMO_STUDIES) {
    const [row] = await db
      .insert(estudo)
      .values({
        igrejaId,
        titulo: s.titulo,
        resumo: s.resumo,
        conteudo: s.conteudo,
        imagem: s.imagem,
        anexos: s.anexos,
        flagConteudoPublico: s.publico,
        dataPublicacao: new Date(now - s.daysAgo * DAY_MS),
      })
      .returning({ id: estudo.id });
    studies[s.titulo] = row!.id;
  }
  await db.insert(estudoConfiguracao).values({
    igrejaId,
    titulo: 'Estudos de célula',
    descricao: 'Os estudos da semana para as células da Videira. Alguns são exclusivos para membros: entre para ver todos.',
  });

  for (const g of DEMO_GROUPS) {
    const { leader, members, pending, meetings, ...fields } = g;
    const [row] = await db
      .insert(celula)
      .values({ ...fields, igrejaId, cidade: 'São Paulo', estado: 'SP' })
      .returning({ id: celula.id });
    const celulaId = row!.id;
    const leaderId = people[leader];
    if (leaderId !== undefined) await db.insert(celulaLider).values({ igrejaId, celulaId, usuarioId: leaderId });
    const ids = (emails: string[]) => emails.map((e) => people[e]).filter((id): id is number => id !== undefined);
    const memberIds = ids(members);
    if (memberIds.length) await db.insert(celulaMembro).values(memberIds.map((usuarioId) => ({ igrejaId, celulaId, usuarioId })));
    const pendingIds = ids(pending);
    if (pendingIds.length) {
      await db.insert(celulaSolicitacao).values(
        pendingIds.map((usuarioId) => ({
          igrejaId,
          celulaId,
          usuarioId,
          mensagem: 'Gostaria de participar com meu marido.',
          criadoEm: new Date(now - DAY_MS),
        })),
      );
    }
    if (meetings.length) {
      const [hours, minutes] = g.horario.split(':').map(Number);
      await db.insert(celulaReuniao).values(
        meetings.map((m) => {
          // The group's time in São Paulo (UTC-3), on the meeting's day.
          const day = new Date(now + m.days * DAY_MS);
          const start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hours! + 3, minutes));
          return {
            igrejaId,
            celulaId,
            dataInicio: start,
            dataFim: new Date(start.getTime() + 2 * 60 * 60 * 1000),
            estudoId: m.study ? (studies[m.study] ?? null) : null,
            tema: m.tema,
            observacao: m.observacao ?? null,
          };
        }),
      );
    }
  }
}
