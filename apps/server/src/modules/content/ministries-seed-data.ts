/** Videira's demo ministries (pt-BR, as the church wrote them), each with its responsible person and social projects. */
export interface MinistrySeed {
  titulo: string;
  resumo: string;
  conteudo: string;
  responsavel: { nome: string; email: string; telefone: string };
  redesSociais: Array<{ rede: string; url: string }>;
  projetos: Array<{
    titulo: string;
    resumo: string;
    conteudo: string;
    meta: string;
    metaValor: number | null;
    metaAlcancada: number | null;
  }>;
}

export const VIDEIRA_MINISTRIES: MinistrySeed[] = [
  {
    titulo: 'Ministério de Louvor',
    resumo: 'Conduz a igreja na adoração nos cultos e eventos.',
    conteudo:
      '<p>O Ministério de Louvor ensaia às quintas-feiras e serve em todos os cultos de domingo.</p><p>Músicos e cantores são bem-vindos: fale com a líder.</p>',
    responsavel: { nome: 'Camila Rocha', email: 'louvor@videira.example', telefone: '+55 11 98765-1001' },
    redesSociais: [
      { rede: 'instagram', url: 'https://instagram.com/louvorvideira' },
      { rede: 'youtube', url: 'https://youtube.com/@louvorvideira' },
    ],
    projetos: [
      {
        titulo: 'Música nas Escolas',
        resumo: 'Aulas gratuitas de violão e canto para crianças do bairro.',
        conteudo: '<p>Aos sábados, voluntários do louvor ensinam violão e canto em duas escolas públicas vizinhas.</p>',
        meta: 'Atender 60 crianças até dezembro',
        metaValor: 60,
        metaAlcancada: 42,
      },
    ],
  },
  {
    titulo: 'Ministério Infantil',
    resumo: 'Cuida das crianças de 0 a 11 anos durante os cultos.',
    conteudo: '<p>Salas por faixa etária, professores treinados e um currículo bíblico adaptado a cada idade.</p>',
    responsavel: { nome: 'Renata Alves', email: 'kids@videira.example', telefone: '+55 11 98765-1002' },
    redesSociais: [{ rede: 'instagram', url: 'https://instagram.com/videirakids' }],
    projetos: [
      {
        titulo: 'Mochila Solidária',
        resumo: 'Material escolar para crianças de famílias atendidas pela igreja.',
        conteudo: '<p>Arrecadamos cadernos, lápis e mochilas em janeiro e entregamos antes do início das aulas.</p>',
        meta: 'Entregar 150 mochilas completas',
        metaValor: 150,
        metaAlcancada: 97,
      },
      {
        titulo: 'Férias com Deus',
        resumo: 'Uma semana de atividades nas férias de julho.',
        conteudo: '<p>Gincanas, histórias bíblicas e lanche para as crianças da comunidade.</p>',
        meta: 'Receber crianças de 5 bairros',
        metaValor: null,
        metaAlcancada: null,
      },
    ],
  },
  {
    titulo: 'Ação Social',
    resumo: 'Serve famílias em situação de vulnerabilidade.',
    conteudo: '<p>Distribuição mensal de cestas básicas, atendimento jurídico voluntário e acompanhamento das famílias.</p>',
    responsavel: { nome: 'Diác. Paulo Mendes', email: 'social@videira.example', telefone: '+55 11 98765-1003' },
    redesSociais: [
      { rede: 'instagram', url: 'https://instagram.com/acaosocialvideira' },
      { rede: 'facebook', url: 'https://facebook.com/acaosocialvideira' },
    ],
    projetos: [
      {
        titulo: 'Cesta Básica Mensal',
        resumo: 'Alimentos para famílias cadastradas.',
        conteudo: '<p>No primeiro sábado do mês, voluntários montam e entregam as cestas.</p>',
        meta: '80 famílias atendidas por mês',
        metaValor: 80,
        metaAlcancada: 64,
      },
      {
        titulo: 'Sopão de Inverno',
        resumo: 'Sopa quente para pessoas em situação de rua.',
        conteudo: '<p>Às quartas-feiras de junho a agosto, no centro da cidade.</p>',
        meta: 'Servir 2.000 refeições na estação',
        metaValor: 2000,
        metaAlcancada: 1250,
      },
    ],
  },
  {
    titulo: 'Ministério de Jovens',
    resumo: 'Encontros, discipulado e missões para jovens de 15 a 29 anos.',
    conteudo: '<p>Culto de jovens aos sábados às 19h30 e pequenos grupos durante a semana.</p>',
    responsavel: { nome: 'Lucas Ferreira', email: 'jovens@videira.example', telefone: '+55 11 98765-1004' },
    redesSociais: [
      { rede: 'instagram', url: 'https://instagram.com/jovensvideira' },
      { rede: 'tiktok', url: 'https://tiktok.com/@jovensvideira' },
    ],
    projetos: [
      {
        titulo: 'Reforma Solidária',
        resumo: 'Reforma de casas de idosos da comunidade.',
        conteudo: '<p>Mutirões aos sábados: pintura, elétrica e pequenos reparos.</p>',
        meta: 'Reformar 10 casas no ano',
        metaValor: 10,
        metaAlcancada: 6,
      },
    ],
  },
];
