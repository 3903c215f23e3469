import { randomUUID } from 'node:crypto';
import type { TReadingPlanDay } from '@congrega/contract/reading-plans';
import type { SeedContext } from '../../db/seed-context.ts';
import { churchDay } from '@congrega/contract/datetime';
import { addDays } from './progress.ts';
import { planoLeitura, planoLeituraInscricao } from './reading-plans.schema.ts';

/** The Gospels and Acts in 30 days (built-in, built-in-plans.ts). */
const BUILT_IN_30_DAYS = '30d00000-0000-4000-8000-000000000030';

/** Videira's own plan: a week in the Sermon on the Mount with a short devotional each day. */
const SERMON_DAYS: TReadingPlanDay[] = [
  {
    dia: 1,
    leituras: [{ livro: 'MAT', capitulo: 5 }],
    devocional: 'As bem-aventuranças: a felicidade do Reino começa em reconhecer nossa necessidade de Deus.',
  },
  { dia: 2, leituras: [{ livro: 'MAT', capitulo: 6 }], devocional: 'O Pai Nosso: orar buscando primeiro o Reino e a vontade de Deus.' },
  { dia: 3, leituras: [{ livro: 'MAT', capitulo: 7 }], devocional: 'A casa sobre a rocha: ouvir e praticar as palavras de Jesus.' },
  { dia: 4, leituras: [{ livro: 'LUK', capitulo: 6 }], devocional: 'Amar os inimigos e ser misericordioso como o Pai é misericordioso.' },
  {
    dia: 5,
    leituras: [
      { livro: 'PSA', capitulo: 1 },
      { livro: 'PSA', capitulo: 15 },
    ],
    devocional: null,
  },
  { dia: 6, leituras: [{ livro: 'JAS', capitulo: 1 }], devocional: 'Sede praticantes da palavra, e não somente ouvintes (Tg 1:22).' },
  { dia: 7, leituras: [{ livro: 'JAS', capitulo: 2 }], devocional: 'A fé que se mostra nas obras: como viver o que lemos nesta semana?' },
];

/** Videira's plan, and membro@videira.demo halfway through the 30-day plan (15 of 30 days read, on schedule). */
export async function seedReadingPlans(ctx: SeedContext): Promise<void> {
  const church = ctx.churches.videira;
  if (!church) return;
  await ctx.db.insert(planoLeitura).values({
    igrejaId: church.id,
    uuid: randomUUID(),
    titulo: 'Uma semana no Sermão do Monte',
    descricao: 'Sete dias nas palavras de Jesus em Mateus 5 a 7, com uma reflexão por dia.',
    dias: SERMON_DAYS,
  });
  const idUsuario = ctx.members['membro@videira.demo']?.clients.videira;
  if (idUsuario === undefined) return;
  await ctx.db.insert(planoLeituraInscricao).values({
    igrejaId: church.id,
    uuid: randomUUID(),
    idUsuario,
    planoUuid: BUILT_IN_30_DAYS,
    dataInicio: addDays(churchDay(church.fusoHorario), -14),
    diasLidos: Array.from({ length: 15 }, (_, i) => i + 1),
  });
}
