import { eq, sql } from 'drizzle-orm';
import type { SeedContext } from '../../db/seed-context.ts';
import { newOrderCode } from '../payments/payment-core.ts';
import { pagamento } from '../payments/payments.schema.ts';
import { evento, eventoBilhete, eventoConteudo, eventoIngresso, eventoInscricao, eventoPergunta } from './events.schema.ts';
import { uploadsDir } from '../../lib/uploads-dir.ts';
import { writeEventCover } from './event-cover-image.ts';
import { mapSearchLink } from './event-authoring-rules.ts';
import { AUSTIN, conferenceSchedule, daysAfter, onWeekday, SAO_PAULO, WEEKDAY } from './events-seed-dates.ts';
import { newTicketCode } from './registration-view.ts';

/**
 * Demo events (README "Demo data"): videira has a paid conference (two ticket types, holder questions, up to 6
 * installments, card/Pix/boleto/cash), a free youth night open to guests, a nearly sold-out couples' retreat, an
 * ended prayer vigil and an online leaders' school with exclusive content, of which membro@videira.demo already
 * holds a paid ticket; grace has a USD family conference (card and ACH).
 */

const DAY = 24 * 60 * 60 * 1000;

/** Start and end of an event that begins at `start` and ends `days` later at `endHour` in the church's zone. */
const within = (start: Date, days: number, endHour: number, zone = SAO_PAULO) => ({
  dataInicio: start,
  dataFim: daysAfter(start, zone, days, endHour),
});

const CONFERENCE_ADDRESS = 'Rua das Videiras, 100 - Centro, São Paulo - SP';
const CONFERENCE_COVER = 'events/videira-conferencia.jpg';

type Question = { texto: string; tipo?: 'texto' | 'escolha'; opcoes?: string[]; obrigatoria?: boolean };
type Ticket = Partial<typeof eventoIngresso.$inferInsert> & { nome: string; valor: number; quantidade: number; perguntas?: Question[] };
type DemoEvent = Omit<typeof evento.$inferInsert, 'igrejaId'> & {
  ingressos: Ticket[];
  conteudos?: Omit<typeof eventoConteudo.$inferInsert, 'igrejaId' | 'eventoId'>[];
};

const videiraEvents = (now: number, conferenceImage: string): DemoEvent[] => [
  {
    ...conferenceSchedule(now),
    resumo: 'Três dias de louvor, palavra e comunhão.',
    descricao: 'Ministrações, oficinas e louvor com toda a Rede Videira. Traga sua família e seus amigos.',
    imagem: conferenceImage,
    horario: 'Sexta a domingo, a partir das 19h',
    localNome: 'Templo Sede',
    localCidade: 'São Paulo',
    localEndereco: CONFERENCE_ADDRESS,
    localLinkMapa: mapSearchLink(CONFERENCE_ADDRESS),
    contatoNome: 'Secretaria de eventos',
    contatoEmail: 'eventos@videira.demo',
    contatoTelefone: '+55 11 98765-0000',
    termos: 'Ao se inscrever você autoriza o uso de imagem nas transmissões da conferência. Ingressos não são reembolsáveis.',
    metodosPagamento: ['cartao_credito', 'pix', 'boleto', 'dinheiro'],
    maxParcelas: 6,
    diasPrazoDinheiro: 5,
    ingressos: [
      {
        nome: 'Inteira',
        descricao: 'Acesso aos três dias e às oficinas.',
        valor: 15_000,
        taxa: 1_000,
        quantidade: 300,
        limitePorUsuario: 4,
        perguntas: [
          { texto: 'Igreja de origem', obrigatoria: true },
          { texto: 'Tamanho da camiseta', tipo: 'escolha', opcoes: ['P', 'M', 'G', 'GG'], obrigatoria: true },
          { texto: 'Restrição alimentar' },
        ],
      },
      {
        nome: 'Meia (estudante)',
        descricao: 'Apresente a carteirinha na entrada.',
        valor: 7_500,
        taxa: 500,
        quantidade: 100,
        limitePorUsuario: 2,
        perguntas: [{ texto: 'Instituição de ensino', obrigatoria: true }],
      },
    ],
  },
  {
    titulo: 'Noite de Louvor Jovem',
    resumo: 'Entrada gratuita: traga um amigo!',
    descricao: 'Uma noite de louvor e palavra para os jovens. Visitantes podem se inscrever sem conta.',
    imagem: '/media/seed/banners/videira-culto.jpg',
    ...within(onWeekday(now, SAO_PAULO, 7, WEEKDAY.saturday, 20), 0, 22),
    horario: 'Sábado, 20h',
    localNome: 'Templo Sede',
    localCidade: 'São Paulo',
    flagConvidado: true,
    ingressos: [{ nome: 'Entrada', valor: 0, quantidade: 500, limitePorUsuario: 5 }],
  },
  {
    titulo: 'Retiro de Casais',
    resumo: 'Últimas vagas!',
    descricao: 'Um fim de semana para fortalecer o casamento, com hospedagem e refeições.',
    imagem: '/media/seed/covers/videira-templo.jpg',
    ...within(onWeekday(now, SAO_PAULO, 45, WEEKDAY.friday, 9), 2, 16),
    horario: 'Sexta 9h a domingo 16h',
    localNome: 'Chácara Recanto',
    localCidade: 'Atibaia',
    metodosPagamento: ['cartao_credito', 'pix'],
    maxParcelas: 10,
    ingressos: [
      {
        nome: 'Casal',
        valor: 64_000,
        quantidade: 40,
        vendidos: 38,
        limitePorUsuario: 1,
        perguntas: [{ texto: 'Nome do cônjuge', obrigatoria: true }],
      },
    ],
  },
  {
    titulo: 'Vigília de Oração',
    resumo: 'Uma noite inteira de oração pela cidade.',
    imagem: '/media/seed/banners/videira-oracao.jpg',
    ...within(onWeekday(now, SAO_PAULO, -10, null, 22), 1, 6),
    horario: '22h às 6h',
    localNome: 'Templo Sede',
    localCidade: 'São Paulo',
    ingressos: [{ nome: 'Participante', valor: 0, quantidade: 200, vendidos: 143 }],
  },
  {
    titulo: 'Escola de Líderes Online',
    resumo: 'Quatro aulas ao vivo e material exclusivo para inscritos.',
    descricao: 'Formação para líderes de célula, ao vivo e gravada. O material fica disponível para quem tem ingresso.',
    imagem: '/media/seed/banners/videira-norte.jpg',
    // Four Wednesdays: the first and three more.
    ...within(onWeekday(now, SAO_PAULO, 3, WEEKDAY.wednesday, 20), 21, 22),
    horario: 'Quartas, 20h (online)',
    metodosPagamento: ['cartao_credito', 'pix'],
    maxParcelas: 2,
    ingressos: [{ nome: 'Aluno', valor: 5_000, quantidade: 1_000, limitePorUsuario: 1, flagConteudoOnline: true }],
    conteudos: [
      {
        titulo: 'Aula 1: o líder servo',
        descricao: 'Gravação da primeira aula.',
        tipo: 'video',
        url: 'https://video.videira.demo/lideres/aula-1',
        ordem: 0,
      },
      { titulo: 'Apostila do curso', tipo: 'arquivo', url: 'https://arquivos.videira.demo/lideres/apostila.pdf', ordem: 1 },
      { titulo: 'Boas-vindas', tipo: 'texto', texto: 'Que bom ter você conosco! As aulas ao vivo abrem 10 minutos antes.', ordem: 2 },
    ],
  },
];

const graceEvents = (now: number): DemoEvent[] => [
  {
    titulo: 'Family Conference',
    resumo: 'A weekend for the whole family.',
    descricao: "Talks for parents, kids' program and worship night.",
    imagem: '/media/seed/banners/grace-sunday.jpg',
    ...within(onWeekday(now, AUSTIN, 20, WEEKDAY.friday, 18), 1, 21, AUSTIN),
    horario: 'Friday and Saturday, 6 pm',
    localNome: 'Grace Community Church',
    localCidade: 'Austin',
    metodosPagamento: ['cartao_credito', 'ach'],
    maxParcelas: 1,
    ingressos: [
      { nome: 'Adult', valor: 2_500, quantidade: 200, perguntas: [{ texto: 'Dietary needs' }] },
      { nome: 'Child (under 12)', valor: 1_000, quantidade: 100, perguntas: [{ texto: 'Age', obrigatoria: true }] },
    ],
  },
];

async function insertEvents(ctx: SeedContext, churchId: number, events: DemoEvent[]) {
  const ids: Record<string, { id: number; tickets: number[] }> = {};
  for (const { ingressos, conteudos = [], ...values } of events) {
    const [row] = await ctx.db
      .insert(evento)
      .values({ ...values, igrejaId: churchId })
      .returning({ id: evento.id });
    const tickets: number[] = [];
    for (const [ordem, { perguntas = [], ...ticket }] of ingressos.entries()) {
      const [t] = await ctx.db
        .insert(eventoIngresso)
        .values({ ...ticket, ordem, igrejaId: churchId, eventoId: row!.id })
        .returning({ id: eventoIngresso.id });
      tickets.push(t!.id);
      if (perguntas.length > 0)
        await ctx.db
          .insert(eventoPergunta)
          .values(perguntas.map((q, i) => ({ ...q, tipo: q.tipo ?? 'texto', ordem: i, igrejaId: churchId, ingressoId: t!.id })));
    }
    if (conteudos.length > 0)
      await ctx.db.insert(eventoConteudo).values(conteudos.map((c) => ({ ...c, igrejaId: churchId, eventoId: row!.id })));
    ids[values.titulo] = { id: row!.id, tickets };
  }
  return ids;
}

export async function seedEvents(ctx: SeedContext): Promise<void> {
  const videira = ctx.churches.videira;
  if (videira) {
    const now = Date.now();
    let conferenceImage = '/media/seed/banners/videira-conferencia.jpg';
    if (ctx.dataDir) {
      const { titulo } = conferenceSchedule(now);
      await writeEventCover(uploadsDir(ctx.dataDir), CONFERENCE_COVER, { title: titulo, subtitle: 'Inscrições abertas', hue: 275 });
      conferenceImage = `/media/uploads/${CONFERENCE_COVER}`;
    }
    const ids = await insertEvents(ctx, videira.id, videiraEvents(now, conferenceImage));
    const usuarioId = ctx.members['membro@videira.demo']?.clients.videira;
    const school = ids['Escola de Líderes Online']!;
    if (usuarioId !== undefined) {
      // The demo member's paid ticket of the online school (card, approved): content and QR in /user/registrations.
      const [payment] = await ctx.db
        .insert(pagamento)
        .values({
          igrejaId: videira.id,
          codigo: newOrderCode(),
          idUsuario: usuarioId,
          destinoTipo: 'inscricao_evento',
          descricao: 'Escola de Líderes Online',
          metodo: 'cartao_credito',
          idGatewayPagamento: 1,
          moeda: 'BRL',
          valor: 5_000,
          total: 5_000,
          valorParcela: 5_000,
          status: 'aprovado',
          detalhes: { cartao: { bandeira: 'visa', ultimosDigitos: '1111' } },
          pagoEm: new Date(Date.now() - 2 * DAY),
          idioma: 'pt-BR',
          reciboEnviadoEm: new Date(Date.now() - 2 * DAY),
        })
        .returning({ id: pagamento.id });
      const [registration] = await ctx.db
        .insert(eventoInscricao)
        .values({
          igrejaId: videira.id,
          eventoId: school.id,
          idUsuario: usuarioId,
          idPagamento: payment!.id,
          status: 'confirmada',
          valor: 5_000,
          moeda: 'BRL',
          idioma: 'pt-BR',
          emailEnviadoEm: new Date(Date.now() - 2 * DAY),
        })
        .returning({ id: eventoInscricao.id });
      await ctx.db.update(pagamento).set({ destinoId: registration!.id }).where(eq(pagamento.id, payment!.id));
      await ctx.db.insert(eventoBilhete).values({
        igrejaId: videira.id,
        inscricaoId: registration!.id,
        ingressoId: school.tickets[0]!,
        titular: 'Maria Oliveira',
        codigo: newTicketCode(),
      });
      await ctx.db
        .update(eventoIngresso)
        .set({ vendidos: sql`${eventoIngresso.vendidos} + 1` })
        .where(eq(eventoIngresso.id, school.tickets[0]!));
    }
  }
  const grace = ctx.churches.grace;
  if (grace) await insertEvents(ctx, grace.id, graceEvents(Date.now()));
}
