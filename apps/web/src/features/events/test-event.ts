import type { TEventDetail, TTicketType } from '@congrega/contract/events';

/** A ticket type as the API answers it, for unit tests. */
export function testTicketType(overrides: Partial<TTicketType> = {}): TTicketType {
  return {
    id: 1,
    nome: 'Inteira',
    descricao: null,
    valor: 10000,
    taxa: 500,
    status: 'disponivel',
    inicioVendas: null,
    fimVendas: null,
    restantes: null,
    maxPorCompra: 4,
    flagConteudoOnline: false,
    perguntas: [{ id: 11, texto: 'Igreja de origem', tipo: 'texto', opcoes: [], obrigatoria: true }],
    listaEspera: null,
    ...overrides,
  };
}

/** An event detail as the API answers it (a paid conference with one ticket type), for unit tests. */
export function testEvent(overrides: Partial<TEventDetail> = {}): TEventDetail {
  return {
    id: 5,
    titulo: 'Conferência',
    resumo: null,
    imagem: null,
    dataInicio: '2030-07-12T19:00:00.000Z',
    dataFim: '2030-07-14T22:00:00.000Z',
    horario: 'Sexta e sábado, 19h',
    local: { nome: 'Templo', cidade: 'Curitiba', endereco: 'Rua A, 1', linkMapa: 'https://maps.example/x' },
    moeda: 'BRL',
    valorAPartirDe: 10500,
    flagGratuito: false,
    flagConteudoOnline: false,
    encerrado: false,
    esgotado: false,
    descricao: 'Três dias',
    contato: { nome: 'Secretaria', email: 'eventos@videira.demo', telefone: null },
    termos: null,
    metodosPagamento: ['cartao_credito', 'pix'],
    maxParcelas: 3,
    diasPrazoDinheiro: 3,
    flagRepassarTaxas: false,
    flagConvidado: false,
    dadosObrigatorios: [],
    versao: 1,
    emAndamento: false,
    ingressos: [testTicketType()],
    botao: 'inscrever',
    meusIngressos: 0,
    ingressoConteudo: null,
    ...overrides,
  };
}
