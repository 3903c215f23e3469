import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SeedContext } from '../../db/seed-context.ts';
import { usuario } from '../accounts/accounts.schema.ts';
import { prayerDay } from './prayer-day.ts';
import { oracao, oracaoMensagem, oracaoMotivo, oracaoOrar } from './prayer.schema.ts';

/**
 * Demo prayer wall for videira (pt) and gracia (es); grace has no prayer wall module. Reasons, requests
 * (one unpublished, to show the author-only view), supportive messages and pray rows whose counts match
 * the request's counter. Rows of a member or church the earlier steps did not create are skipped.
 */

interface DemoRequest {
  author: string;
  reason: string | null;
  mensagem: string;
  daysAgo: number;
  published?: boolean;
  call?: boolean;
  visit?: boolean;
  messages?: Array<{ from: string; mensagem: string }>;
  /** Members who prayed, and on how many distinct recent days each. */
  prayers?: Array<{ by: string; days: number }>;
}

const WALLS: Record<string, { reasons: string[]; requests: DemoRequest[] }> = {
  videira: {
    reasons: ['Saúde', 'Família', 'Trabalho', 'Gratidão', 'Outros'],
    requests: [
      {
        author: 'membro@videira.demo',
        reason: 'Saúde',
        daysAgo: 1,
        call: true,
        mensagem: 'Peço oração pela recuperação da minha mãe, que passou por uma cirurgia no coração nesta semana.',
        messages: [
          { from: 'irmao@videira.demo', mensagem: 'Estamos orando pela sua mãe. Deus é fiel!' },
          { from: 'admin@videira.demo', mensagem: 'A equipe pastoral está orando com vocês.' },
        ],
        prayers: [
          { by: 'irmao@videira.demo', days: 2 },
          { by: 'admin@videira.demo', days: 1 },
        ],
      },
      {
        author: 'irmao@videira.demo',
        reason: 'Trabalho',
        daysAgo: 3,
        mensagem: 'Estou desempregado há três meses. Orem para que Deus abra uma porta de trabalho.',
        messages: [{ from: 'membro@videira.demo', mensagem: 'Vou orar por você todos os dias, irmão.' }],
        prayers: [{ by: 'membro@videira.demo', days: 3 }],
      },
      {
        author: 'membro@videira.demo',
        reason: 'Gratidão',
        daysAgo: 6,
        mensagem: 'Gratidão a Deus pelo nascimento do meu sobrinho, que veio com saúde!',
        prayers: [{ by: 'irmao@videira.demo', days: 1 }],
      },
      {
        author: 'admin@videira.demo',
        reason: 'Família',
        daysAgo: 9,
        mensagem: 'Pela restauração das famílias da nossa igreja e pelos casais que estão passando por crises.',
        prayers: [
          { by: 'membro@videira.demo', days: 1 },
          { by: 'irmao@videira.demo', days: 1 },
        ],
      },
      {
        author: 'membro@videira.demo',
        reason: 'Outros',
        daysAgo: 2,
        published: false,
        visit: true,
        mensagem: 'Um assunto pessoal que prefiro compartilhar só com a liderança. Gostaria de receber uma visita.',
      },
    ],
  },
  gracia: {
    reasons: ['Salud', 'Familia', 'Trabajo', 'Gratitud', 'Otros'],
    requests: [
      {
        author: 'miembro@gracia.demo',
        reason: 'Familia',
        daysAgo: 2,
        mensagem: 'Oren por mi padre, que vive solo en Sevilla y está pasando un momento difícil.',
        prayers: [{ by: 'miembro@gracia.demo', days: 1 }],
      },
      {
        author: 'miembro@gracia.demo',
        reason: 'Gratitud',
        daysAgo: 5,
        mensagem: '¡Gracias a Dios por el nuevo trabajo! Fueron meses de espera.',
      },
    ],
  },
};

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedPrayer(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const now = Date.now();
  for (const [slug, wall] of Object.entries(WALLS)) {
    const church = ctx.churches[slug];
    if (!church) continue;
    const igrejaId = church.id;
    const clientOf = (email: string) => ctx.members[email]?.clients[slug];

    const reasons = await db
      .insert(oracaoMotivo)
      .values(wall.reasons.map((nome, i) => ({ igrejaId, nome, ordem: i + 1 })))
      .returning({ id: oracaoMotivo.id, nome: oracaoMotivo.nome });
    const reasonId = (nome: string | null) => reasons.find((r) => r.nome === nome)?.id ?? null;

    for (const request of wall.requests) {
      const idUsuario = clientOf(request.author);
      if (idUsuario === undefined) continue;
      const criadoEm = new Date(now - request.daysAgo * DAY_MS);
      const prayers = (request.prayers ?? []).flatMap(({ by, days }) => {
        const member = clientOf(by);
        if (member === undefined) return [];
        // Distinct past days, newest yesterday, so the demo member can still pray today.
        return Array.from({ length: days }, (_, i) => ({
          idUsuario: member,
          dia: prayerDay(church.fusoHorario, new Date(now - (i + 1) * DAY_MS)),
        }));
      });
      const [row] = await db
        .insert(oracao)
        .values({
          igrejaId,
          idUsuario,
          nome: await firstName(db, idUsuario),
          mensagem: request.mensagem,
          criadoEm,
          idOracaoMotivo: reasonId(request.reason),
          flagPublicarMural: request.published ?? true,
          flagReceberLigacao: request.call ?? false,
          flagReceberVisita: request.visit ?? false,
          quantidadeOracoes: prayers.length,
        })
        .returning({ id: oracao.id });
      if (!row) throw new Error('prayer insert failed');

      const messages = (request.messages ?? []).flatMap(({ from, mensagem }, i) => {
        const member = clientOf(from);
        return member === undefined
          ? []
          : [{ igrejaId, idOracao: row.id, idUsuario: member, mensagem, criadoEm: new Date(criadoEm.getTime() + (i + 1) * 3_600_000) }];
      });
      if (messages.length) await db.insert(oracaoMensagem).values(messages);
      if (prayers.length) await db.insert(oracaoOrar).values(prayers.map((p) => ({ ...p, igrejaId, idOracao: row.id })));
    }
  }
}

/** The author's first name as the accounts step stored it (the wall shows a snapshot of it). */
async function firstName(db: Db, idUsuario: number): Promise<string> {
  const [row] = await db.select({ nome: usuario.nome }).from(usuario).where(eq(usuario.id, idUsuario)).limit(1);
  return row?.nome ?? '';
}
