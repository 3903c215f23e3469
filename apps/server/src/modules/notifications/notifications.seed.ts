import type { SeedContext } from '../../db/seed-context.ts';
import { notificacao } from './notifications.schema.ts';

interface DemoNotification {
  titulo: string;
  corpo: string;
  tipo: string;
  hoursAgo: number;
  /** Issuing church slug when another church of the organization sent it. */
  from?: string;
  /** Only for this demo login's client account. */
  to?: string;
}

const FEEDS: Record<string, DemoNotification[]> = {
  videira: [
    { titulo: 'Culto de domingo ao vivo', corpo: 'A transmissão começa às 18h. Chame a família!', tipo: 'CULTO', hoursAgo: 2 },
    {
      titulo: 'Inscrições abertas: Conferência de Jovens',
      corpo: 'Garanta seu ingresso com valor promocional até sexta.',
      tipo: 'EVENTO',
      hoursAgo: 20,
    },
    { titulo: 'Novo devocional', corpo: '"Entrega o teu caminho ao Senhor" — leia a reflexão de hoje.', tipo: 'DEVOCIONAL', hoursAgo: 30 },
    { titulo: 'Campanha do agasalho', corpo: 'Traga suas doações até o fim do mês na secretaria.', tipo: 'NOTICIA', hoursAgo: 72 },
    { titulo: 'Escola Bíblica Dominical', corpo: 'A lição deste domingo já está no app.', tipo: 'EBD', hoursAgo: 40 },
    {
      titulo: 'Seu pedido de oração recebeu apoio',
      corpo: 'Irmãos estão orando por você.',
      tipo: 'ORACAO',
      hoursAgo: 5,
      to: 'membro@videira.demo',
    },
    {
      titulo: 'Vigília na Videira Norte',
      corpo: 'Sexta às 22h, todas as igrejas da rede estão convidadas.',
      tipo: 'EVENTO',
      hoursAgo: 10,
      from: 'videira-norte',
    },
  ],
  'videira-norte': [{ titulo: 'Escola bíblica', corpo: 'Nova turma de EBD começa neste domingo às 9h.', tipo: 'EBD', hoursAgo: 12 }],
  'videira-sul': [{ titulo: 'Bem-vindo à Videira Sul', corpo: 'Conheça nossos horários de culto.', tipo: 'NOTICIA', hoursAgo: 48 }],
  grace: [
    { titulo: 'Sunday service live', corpo: 'Join us online at 10am.', tipo: 'CULTO', hoursAgo: 3 },
    { titulo: 'Daily devotional', corpo: 'Take five minutes with today’s reading.', tipo: 'DEVOCIONAL', hoursAgo: 26 },
    { titulo: 'Community picnic', corpo: 'Saturday at the park. Bring a friend!', tipo: 'EVENTO', hoursAgo: 50 },
  ],
  gracia: [
    { titulo: 'Culto en vivo', corpo: 'La transmisión empieza a las 11h.', tipo: 'CULTO', hoursAgo: 4 },
    { titulo: 'Noticias de la iglesia', corpo: 'Nuevo horario de la escuela dominical.', tipo: 'NOTICIA', hoursAgo: 40 },
  ],
};

const HOUR_MS = 60 * 60 * 1000;

/** A few notifications per church: route types, one personal, one from another church of the organization. */
export async function seedNotifications(ctx: SeedContext): Promise<void> {
  const now = Date.now();
  for (const [slug, feed] of Object.entries(FEEDS)) {
    const church = ctx.churches[slug];
    if (!church) continue;
    const rows = feed.flatMap((n) => {
      const origin = n.from ? ctx.churches[n.from] : church;
      const usuarioId = n.to ? ctx.members[n.to]?.clients[slug] : null;
      if (!origin || usuarioId === undefined) return [];
      const at = new Date(now - n.hoursAgo * HOUR_MS);
      return [
        {
          igrejaId: church.id,
          usuarioId,
          igrejaOrigemCodigo: origin.codigo,
          titulo: n.titulo,
          corpo: n.corpo,
          tipo: n.tipo,
          dataCadastro: at,
          dataUltimaAlteracao: at,
        },
      ];
    });
    if (rows.length) await ctx.db.insert(notificacao).values(rows);
  }
}
