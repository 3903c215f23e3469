import { z } from 'zod';

/**
 * A member's activity at the church in the People area (issue 30; people view, as the rest of the profile): when they
 * last signed in to the church's app, the small groups they belong to and since when, how many event registrations
 * and reading plans they have (the registrations themselves are person-registrations.ts). Nothing of what they
 * wrote (notes, prayers, chat) and no money: those are the member's own, the pastoral team's and the finance grant's.
 */
export const ZPersonActivity = z
  .object({
    /** The last sign-in or session renewal in the church's app (null: never, or longer ago than sessions are kept). */
    ultimoAcesso: z.string().nullable(),
    celulas: z.array(z.object({ id: z.number().int(), nome: z.string(), desde: z.string() })),
    inscricoes: z.object({ total: z.number().int(), ultima: z.string().nullable() }),
    planosLeitura: z.object({ iniciados: z.number().int(), concluidos: z.number().int(), ultimoInicio: z.string().nullable() }),
  })
  .meta({ id: 'AdminPersonActivity' });
export type TPersonActivity = z.infer<typeof ZPersonActivity>;
