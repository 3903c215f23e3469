/** Videira's demo ministries (pt-BR, as the church wrote them), each with its responsible person and social projects. */
export interface MinistrySeed {
  titulo: string;
  resumo: string;
  conteudo: string;
  responsavel: { nome: string; email: string; telefone: string };
  redesSociais: Array<{ rede: string; url: string }>;
  projetos: ProjectSeed[];
}

interface ProjectSeed {
  titulo: string;
  resumo: string;
  conteudo: string;
  meta: string;
  metaValor: number | null;
  metaAlcancada: number | null;
}

const SOCIAL_URL: Record<string, (handle: string) => string> = {
  instagram: (h) => `https://instagram.com/${h}`,
  facebook: (h) => `https://facebook.com/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
  tiktok: (h) => `https://tiktok.com/@${h}`,
};

const paragraphs = (texts: string[]) => texts.map((p) => `<p>${p}</p>`).join('');

/** A social project: its text as paragraphs; its goal as [text, target, reached] (a goal with no count has no numbers). */
const project = (titulo: string, resumo: string, texts: string[], [meta, target, reached]: [string, number?, number?]): ProjectSeed => ({
  titulo,
  resumo,
  conteudo: paragraphs(texts),
  meta,
  metaValor: target ?? null,
  metaAlcancada: reached ?? null,
});

/**
 * A ministry: the leader's e-mail is `<mailbox>@videira.example`, the phone the church's ministry line with the
 * leader's extension, and each social network a handle (`[rede, handle]`).
 */
function ministry(
  titulo: string,
  resumo: string,
  texts: string[],
  leader: { nome: string; mailbox: string; extension: number },
  social: Array<[rede: keyof typeof SOCIAL_URL, handle: string]>,
  projetos: ProjectSeed[],
): MinistrySeed {
  return {
    titulo,
    resumo,
    conteudo: paragraphs(texts),
    responsavel: { nome: leader.nome, email: `${leader.mailbox}@videira.example`, telefone: `+55 11 98765-${1000 + leader.extension}` },
    redesSociais: social.map(([rede, handle]) => ({ rede, url: SOCIAL_URL[rede]!(handle) })),
    projetos,
  };
}

export const VIDEIRA_MINISTRIES: MinistrySeed[] = [
  ministry(
    'Ministério de Louvor',
    'Conduz a igreja na adoração nos cultos e eventos.',
    [
      'O Ministério de Louvor ensaia às quintas-feiras e serve em todos os cultos de domingo.',
      'Músicos e cantores são bem-vindos: fale com a líder.',
    ],
    { nome: 'Camila Rocha', mailbox: 'louvor', extension: 1 },
    [
      ['instagram', 'louvorvideira'],
      ['youtube', 'louvorvideira'],
    ],
    [
      project(
        'Música nas Escolas',
        'Aulas gratuitas de violão e canto para crianças do bairro.',
        ['Aos sábados, voluntários do louvor ensinam violão e canto em duas escolas públicas vizinhas.'],
        ['Atender 60 crianças até dezembro', 60, 42],
      ),
    ],
  ),
  ministry(
    'Ministério Infantil',
    'Cuida das crianças de 0 a 11 anos durante os cultos.',
    ['Salas por faixa etária, professores treinados e um currículo bíblico adaptado a cada idade.'],
    { nome: 'Renata Alves', mailbox: 'kids', extension: 2 },
    [['instagram', 'videirakids']],
    [
      project(
        'Mochila Solidária',
        'Material escolar para crianças de famílias atendidas pela igreja.',
        ['Arrecadamos cadernos, lápis e mochilas em janeiro e entregamos antes do início das aulas.'],
        ['Entregar 150 mochilas completas', 150, 97],
      ),
      project(
        'Férias com Deus',
        'Uma semana de atividades nas férias de julho.',
        ['Gincanas, histórias bíblicas e lanche para as crianças da comunidade.'],
        ['Receber crianças de 5 bairros'],
      ),
    ],
  ),
  ministry(
    'Ação Social',
    'Serve famílias em situação de vulnerabilidade.',
    ['Distribuição mensal de cestas básicas, atendimento jurídico voluntário e acompanhamento das famílias.'],
    { nome: 'Diác. Paulo Mendes', mailbox: 'social', extension: 3 },
    [
      ['instagram', 'acaosocialvideira'],
      ['facebook', 'acaosocialvideira'],
    ],
    [
      project(
        'Cesta Básica Mensal',
        'Alimentos para famílias cadastradas.',
        ['No primeiro sábado do mês, voluntários montam e entregam as cestas.'],
        ['80 famílias atendidas por mês', 80, 64],
      ),
      project(
        'Sopão de Inverno',
        'Sopa quente para pessoas em situação de rua.',
        ['Às quartas-feiras de junho a agosto, no centro da cidade.'],
        ['Servir 2.000 refeições na estação', 2000, 1250],
      ),
    ],
  ),
  ministry(
    'Ministério de Jovens',
    'Encontros, discipulado e missões para jovens de 15 a 29 anos.',
    ['Culto de jovens aos sábados às 19h30 e pequenos grupos durante a semana.'],
    { nome: 'Lucas Ferreira', mailbox: 'jovens', extension: 4 },
    [
      ['instagram', 'jovensvideira'],
      ['tiktok', 'jovensvideira'],
    ],
    [
      project(
        'Reforma Solidária',
        'Reforma de casas de idosos da comunidade.',
        ['Mutirões aos sábados: pintura, elétrica e pequenos reparos.'],
        ['Reformar 10 casas no ano', 10, 6],
      ),
    ],
  ),
];
