import type { TBootstrap } from '@congrega/contract/church';

/** A church bootstrap for unit tests (shape of GET /bff/bootstrap). */
export function testBootstrap(overrides: { modules?: string[]; organizacao?: TBootstrap['organizacao'] } = {}): TBootstrap {
  return {
    igreja: {
      id: 1, uuid: 'u-1', slug: 'videira', codigo: 'VIDEIRA', nome: 'Igreja Videira', idioma: 'pt-br', moeda: 'BRL',
      historia: null, descricao: 'Uma família', imagens: [], logo: null, flagAtivo: true, slugOrganizacao: null,
      facebookPixelCode: null, email: null, telefone: null, whatsapp: null, site: null, redesSociais: {}, cep: null,
      logradouro: null, numero: null, complemento: null, bairro: null, cidade: null, estado: null, pais: null,
      latitude: null, longitude: null, linkAppAndroid: null, linkAppIos: null,
    },
    modulos: (overrides.modules ?? ['MOD_MURAL_ORACAO']).map((codigo, i) => ({ id: i + 1, codigo, nome: codigo })),
    visual: { corApp: '#6A1B9A', corTexto: '#FFFFFF', logo: null, favicon: null, imagemCapa: null },
    menu: [],
    metodosPagamento: [],
    organizacao: overrides.organizacao ?? null,
    adminUrl: 'https://admin.congrega.app/pt/videira',
  };
}
