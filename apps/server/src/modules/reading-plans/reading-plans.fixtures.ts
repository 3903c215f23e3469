import { randomUUID } from 'node:crypto';
import type { App } from '../../app.ts';
import { planoLeitura } from './reading-plans.schema.ts';

/** Test-only: a church plan of `days` days (one chapter of John each, a devotional on day 1). */
export async function createChurchPlan(app: App, churchId: number, titulo: string, days = 3): Promise<string> {
  const uuid = randomUUID();
  await app.database.db.insert(planoLeitura).values({
    igrejaId: churchId,
    uuid,
    titulo,
    descricao: `${titulo}: descrição`,
    dias: Array.from({ length: days }, (_, i) => ({
      dia: i + 1,
      leituras: [{ livro: 'JHN' as const, capitulo: i + 1 }],
      devocional: i === 0 ? `Devocional de ${titulo}` : null,
    })),
  });
  return uuid;
}

export const BUILT_IN_7_DAYS = '7d000000-0000-4000-8000-000000000007';
