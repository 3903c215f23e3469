import type { TModuleCode } from '@congrega/contract/church';

/** Building blocks of the demo churches' data (church-seed-data.ts): module and payment names per language. */
export type Lang = 'pt' | 'en' | 'es';

const MODULE_NAMES: Record<TModuleCode, Record<Lang, string>> = {
  MOD_CULTO: { pt: 'Culto ao vivo', en: 'Live services', es: 'Cultos en vivo' },
  MOD_EVENTO: { pt: 'Eventos', en: 'Events', es: 'Eventos' },
  MOD_DOACAO: { pt: 'Doações', en: 'Giving', es: 'Donaciones' },
  MOD_CELULA: { pt: 'Células', en: 'Small groups', es: 'Células' },
  MOD_DEVOCIONAL: { pt: 'Devocionais', en: 'Devotionals', es: 'Devocionales' },
  MOD_NOTICIA: { pt: 'Notícias', en: 'News', es: 'Noticias' },
  MOD_EBD: { pt: 'Escola Bíblica', en: 'Sunday school', es: 'Escuela Bíblica' },
  MOD_PUBLICACAO: { pt: 'Publicações', en: 'Publications', es: 'Publicaciones' },
  MOD_MURAL_ORACAO: { pt: 'Mural de oração', en: 'Prayer wall', es: 'Muro de oración' },
  MOD_ASSINATURA: { pt: 'Play', en: 'Play', es: 'Play' },
  MOD_VOLUTS: { pt: 'Voluts', en: 'Voluts', es: 'Voluts' },
  MOD_MYKIDS: { pt: 'MyKids', en: 'MyKids', es: 'MyKids' },
};
const PAYMENT_NAMES: Record<string, Record<Lang, string>> = {
  cartao_credito: { pt: 'Cartão de crédito', en: 'Credit card', es: 'Tarjeta de crédito' },
  pix: { pt: 'Pix', en: 'Pix', es: 'Pix' },
  boleto: { pt: 'Boleto', en: 'Bank slip', es: 'Boleto' },
  carteira_digital: { pt: 'Carteira digital', en: 'Wallet app', es: 'Billetera digital' },
  dinheiro: { pt: 'Dinheiro ou transferência', en: 'Cash or transfer', es: 'Efectivo o transferencia' },
  ach: { pt: 'Transferência ACH', en: 'Bank transfer (ACH)', es: 'Transferencia ACH' },
};
/** A module's name in a church's stored language (pt_BR, en_US, es_ES...): what a module switched on is called. */
export function moduleName(codigo: TModuleCode, idioma: string): string {
  const lang: Lang = idioma.startsWith('en') ? 'en' : idioma.startsWith('es') ? 'es' : 'pt';
  return MODULE_NAMES[codigo][lang];
}
export const modules = (lang: Lang, codes: readonly TModuleCode[]) => codes.map((codigo) => ({ codigo, nome: MODULE_NAMES[codigo][lang] }));
export const payment = (lang: Lang, codigo: string, idGatewayPagamento: number, maxParcelas = 1) => ({
  codigo,
  nome: PAYMENT_NAMES[codigo]?.[lang] ?? codigo,
  idGatewayPagamento,
  maxParcelas,
});
/** A file shipped under apps/server/seed-assets, served from /media/seed/. */
export const seed = (p: string) => `/media/seed/${p}`;

/** A home banner of the demo: its image under /media/seed/banners/ and the text alternative the carousel reads. */
export const banner = (titulo: string, file: string, link: string | null, textoAlternativo: string) => ({
  titulo,
  imagem: seed(`banners/${file}`),
  link,
  textoAlternativo,
});
