import type { SeedContext } from '../../db/seed-context.ts';
import { chatMensagem } from '../chat/chat.schema.ts';
import { culto } from './live.schema.ts';

const MINUTE = 60_000;
/** A small video shipped with the seed (8 s, looped by the player): the demo needs no network. */
const DEMO_VIDEO = '/media/seed/live/culto-demo.mp4';

const VIDEIRA_WEEKLY = [
  { titulo: 'Culto da Família', diaSemana: 0, horario: '10:00', duracaoMinutos: 120, fonteTipo: 'youtube', fonteValor: 'dQw4w9WgXcQ' },
  { titulo: 'Culto de Celebração', diaSemana: 0, horario: '18:00', duracaoMinutos: 120, fonteTipo: 'youtube', fonteValor: 'dQw4w9WgXcQ' },
  { titulo: 'Culto de Oração', diaSemana: 3, horario: '20:00', duracaoMinutos: 90, fonteTipo: 'vimeo', fonteValor: '76979871' },
];

const VIDEIRA_CHAT = [
  { nome: 'Lucas', texto: 'Boa noite, igreja! Assistindo de Campinas.' },
  { nome: 'Ana Paula', texto: 'Que louvor lindo!' },
  { nome: 'Família Souza', texto: 'Estamos juntos aqui em casa.' },
  { nome: 'Marcos', texto: 'Amém! Glória a Deus.' },
];

/**
 * Demo live services: videira's weekly schedule, a one-off stream that is live for 12 hours from seeding (the
 * demo video, so it plays offline) with a short chat history, and grace's Sunday service.
 */
export async function seedLive(ctx: SeedContext): Promise<void> {
  const { videira, grace } = ctx.churches;
  const now = Date.now();
  if (videira) {
    await ctx.db.insert(culto).values(VIDEIRA_WEEKLY.map((s) => ({ ...s, igrejaId: videira.id, tipo: 'semanal' })));
    const [live] = await ctx.db
      .insert(culto)
      .values({
        igrejaId: videira.id,
        titulo: 'Noite de Louvor ao vivo',
        descricao: 'Uma noite de adoração com a banda da Videira. Participe pelo chat!',
        tipo: 'avulso',
        inicio: new Date(now - 30 * MINUTE),
        fim: new Date(now + 12 * 60 * MINUTE),
        fonteTipo: 'mp4',
        fonteValor: DEMO_VIDEO,
      })
      .returning({ id: culto.id });
    const membro = ctx.members['membro@videira.demo']?.clients.videira;
    const rows: Array<typeof chatMensagem.$inferInsert> = VIDEIRA_CHAT.map((m, i) => ({
      igrejaId: videira.id,
      cultoId: live!.id,
      autor: `a:demo-visitante-${i}`,
      nome: m.nome,
      texto: m.texto,
      criadoEm: new Date(now - (20 - i * 4) * MINUTE),
    }));
    if (membro !== undefined) {
      const at = new Date(now - 2 * MINUTE);
      rows.push({
        igrejaId: videira.id,
        cultoId: live!.id,
        autor: `u:${membro}`,
        idUsuario: membro,
        nome: 'Maria Oliveira',
        texto: 'Deus abençoe a todos!',
        criadoEm: at,
      });
    }
    await ctx.db.insert(chatMensagem).values(rows);
  }
  if (grace) {
    await ctx.db.insert(culto).values({
      igrejaId: grace.id,
      titulo: 'Sunday Service',
      tipo: 'semanal',
      diaSemana: 0,
      horario: '10:00',
      duracaoMinutos: 90,
      fusoHorario: 'America/Chicago',
      fonteTipo: 'youtube',
      fonteValor: 'dQw4w9WgXcQ',
    });
  }
}
