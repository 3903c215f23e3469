import type { SeedContext } from '../../db/seed-context.ts';
import { igrejaAppMenu } from '../church/church.schema.ts';
import { newOrderCode } from '../payments/payment-core.ts';
import { HLS_TYPE } from './play-media.ts';
import { pagamento, sandboxCartaoToken } from '../payments/payments.schema.ts';
import {
  planoAssinatura,
  planoAssinaturaCobranca,
  planoAssinaturaColetanea,
  planoAssinaturaConfiguracao,
  planoAssinaturaConteudo,
  usuarioPlanoAssinatura,
} from './play.schema.ts';

/**
 * Demo Play (README "Demo data"): videira has a monthly and a yearly plan, three collections and twelve short videos
 * (four tiny WebM files shipped in modules/play/media/, stills in db/seed-assets/play/; one has captions) and one HLS video;
 * membro@videira.demo holds an active monthly subscription (paid 10 days ago by card, renewing), irmao@videira.demo
 * none.
 */
const DAY = 24 * 60 * 60 * 1000;

const COLLECTIONS = [
  { nome: 'Série Fundamentos', descricao: 'Os primeiros passos da fé, em mensagens curtas.' },
  { nome: 'Louvor e Adoração', descricao: 'Momentos de louvor gravados nos nossos cultos.' },
  { nome: 'Família', descricao: 'Conversas sobre casamento, filhos e vida em casa.' },
];

type Video = { titulo: string; resumo: string; tags: string[]; col: number; file: number; destaque?: boolean; legenda?: boolean };
const VIDEOS: Video[] = [
  {
    titulo: 'O que é a graça',
    resumo: 'A base de tudo, em poucos minutos.',
    tags: ['Fé', 'Estudo'],
    col: 0,
    file: 1,
    destaque: true,
    legenda: true,
  },
  { titulo: 'Oração que transforma', resumo: 'Como orar todos os dias.', tags: ['Oração', 'Fé'], col: 0, file: 2 },
  { titulo: 'Lendo a Bíblia', resumo: 'Um plano simples para começar.', tags: ['Estudo'], col: 0, file: 3 },
  { titulo: 'Batismo', resumo: 'O significado do batismo.', tags: ['Fé'], col: 0, file: 4 },
  { titulo: 'Noite de louvor', resumo: 'Trechos da nossa noite de louvor.', tags: ['Louvor'], col: 1, file: 2, destaque: true },
  { titulo: 'Canções da manhã', resumo: 'Louvor para começar o dia.', tags: ['Louvor'], col: 1, file: 1 },
  { titulo: 'Coral Videira', resumo: 'O coral no culto de Natal.', tags: ['Louvor', 'Natal'], col: 1, file: 3 },
  { titulo: 'Adoração acústica', resumo: 'Voz e violão.', tags: ['Louvor'], col: 1, file: 4 },
  { titulo: 'Casamento forte', resumo: 'Três conselhos para casais.', tags: ['Família'], col: 2, file: 3, destaque: true },
  { titulo: 'Filhos e fé', resumo: 'Ensinando a fé em casa.', tags: ['Família', 'Fé'], col: 2, file: 1 },
  { titulo: 'Finanças no lar', resumo: 'Sabedoria para o orçamento da família.', tags: ['Família', 'Estudo'], col: 2, file: 4 },
  { titulo: 'Perdão em família', resumo: 'Recomeçar juntos.', tags: ['Família'], col: 2, file: 2 },
];

export async function seedPlay(ctx: SeedContext): Promise<void> {
  const church = ctx.churches.videira;
  if (!church) return;
  const igrejaId = church.id;
  await ctx.db.insert(planoAssinaturaConfiguracao).values({ igrejaId, tipoVisibilidadeConteudo: 'publico' });
  // After the church's own entries and the worship ones (praise.seed.ts).
  await ctx.db.insert(igrejaAppMenu).values({ igrejaId, titulo: 'Play', link: '/play', icone: 'play', ordem: 200 });
  const plans = await ctx.db
    .insert(planoAssinatura)
    .values([
      {
        igrejaId,
        nome: 'Play Mensal',
        descricao: 'Todo o catálogo, renovado todo mês.',
        codigo: 'PLAY-M',
        periodo: 'mensal',
        valor: 1_990,
        taxaAdesao: 0,
        ordem: 1,
      },
      {
        igrejaId,
        nome: 'Play Anual',
        descricao: 'Doze meses pelo preço de dez.',
        codigo: 'PLAY-A',
        periodo: 'anual',
        valor: 19_900,
        taxaAdesao: 500,
        ordem: 2,
      },
    ])
    .returning();
  const cols = await ctx.db
    .insert(planoAssinaturaColetanea)
    .values(COLLECTIONS.map((c, i) => ({ igrejaId, ...c, imagem: `/media/seed/play/poster-${i + 1}.jpg`, ordem: i })))
    .returning({ id: planoAssinaturaColetanea.id });
  await ctx.db.insert(planoAssinaturaConteudo).values(
    VIDEOS.map((v, i) => ({
      igrejaId,
      titulo: v.titulo,
      resumo: v.resumo,
      descricao: `${v.resumo} Uma mensagem da Igreja Videira para assistir quando e onde quiser.`,
      imagem: `/media/seed/play/poster-${v.file}.jpg`,
      tags: v.tags,
      coletaneaId: cols[v.col]!.id,
      flagDestaque: v.destaque ?? false,
      duracaoSegundos: 20,
      arquivo: `video-${v.file}.webm`,
      tipoArquivo: 'video/webm',
      legenda: v.legenda ? 'legendas-1.vtt' : null,
      ordem: i,
    })),
  );
  // One HLS rendition (issue 15: "HLS where the source is HLS"): 8 s, three H.264 fMP4 segments (media/hls-1/).
  await ctx.db.insert(planoAssinaturaConteudo).values({
    igrejaId,
    titulo: 'Oração em três tempos (HLS)',
    resumo: 'Uma pausa curta para orar, em transmissão adaptativa (HLS).',
    descricao: 'Uma pausa curta para orar. Uma mensagem da Igreja Videira para assistir quando e onde quiser.',
    imagem: '/media/seed/play/poster-1.jpg',
    tags: ['Oração'],
    coletaneaId: cols[0]!.id,
    flagDestaque: false,
    duracaoSegundos: 8,
    arquivo: 'hls-1/index.m3u8',
    tipoArquivo: HLS_TYPE,
    legenda: null,
    ordem: VIDEOS.length,
  });

  const usuarioId = ctx.members['membro@videira.demo']?.clients.videira;
  const monthly = plans.find((p) => p.periodo === 'mensal');
  if (!usuarioId || !monthly) return;
  const paidAt = new Date(Date.now() - 10 * DAY);
  const token = 'tok_sbx_rec_demo_videira_play';
  await ctx.db.insert(sandboxCartaoToken).values({
    token,
    igrejaId,
    resultado: 'aprovado',
    impressao: 'demo-play-visa-1111',
    bandeira: 'visa',
    ultimosDigitos: '1111',
    mesValidade: 12,
    anoValidade: new Date().getFullYear() + 3,
    titular: 'Maria Membro',
    expiraEm: paidAt,
    flagSalvo: false,
  });
  const validoAte = new Date(paidAt.getTime() + 30 * DAY);
  const [sub] = await ctx.db
    .insert(usuarioPlanoAssinatura)
    .values({
      igrejaId,
      usuarioId,
      planoId: monthly.id,
      codigo: 'ADEMOPLAY01',
      situacao: 'ativo',
      renovar: true,
      validoAte,
      proximaCobranca: validoAte,
      ciclo: 2,
      idGatewayPagamento: 1,
      cartaoToken: token,
      bandeira: 'visa',
      ultimosDigitos: '1111',
      idioma: 'pt-BR',
      criadoEm: paidAt,
    })
    .returning({ id: usuarioPlanoAssinatura.id });
  const [payment] = await ctx.db
    .insert(pagamento)
    .values({
      igrejaId,
      codigo: newOrderCode(),
      idUsuario: usuarioId,
      destinoTipo: 'assinatura_play',
      destinoId: sub!.id,
      descricao: monthly.nome,
      metodo: 'cartao_credito',
      idGatewayPagamento: 1,
      moeda: 'BRL',
      valor: monthly.valor,
      total: monthly.valor,
      valorParcela: monthly.valor,
      status: 'aprovado',
      gatewayReferencia: `sbx_demo_${newOrderCode()}`,
      detalhes: { cartao: { bandeira: 'visa', ultimosDigitos: '1111' } },
      pagoEm: paidAt,
      idioma: 'pt-BR',
      reciboEnviadoEm: paidAt,
      criadoEm: paidAt,
      atualizadoEm: paidAt,
    })
    .returning({ id: pagamento.id });
  await ctx.db
    .insert(planoAssinaturaCobranca)
    .values({ igrejaId, assinaturaId: sub!.id, ciclo: 1, tentativa: 0, pagamentoId: payment!.id });
}
