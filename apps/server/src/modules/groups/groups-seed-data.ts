/** Demo groups and studies of videira (groups.seed.ts writes them). Photos are the seed's own images. */
const seed = (p: string) => `/media/seed/${p}`;

/** Leaders without a documented login (their accounts cannot log in: the password is random). */
export const EXTRA_LEADERS = [
  { key: 'ana', nome: 'Ana', sobrenome: 'Souza', email: 'ana.souza@videira.example.org', telefone: '+55 11 97777-1111' },
  { key: 'carla', nome: 'Carla', sobrenome: 'Mendes', email: 'carla.mendes@videira.example.org', telefone: '+55 11 97777-2222' },
  { key: 'roberto', nome: 'Roberto', sobrenome: 'Lima', email: 'roberto.lima@videira.example.org', telefone: '+55 11 97777-3333' },
  { key: 'marcos', nome: 'Marcos', sobrenome: 'Dias', email: 'marcos.dias@videira.example.org', telefone: '+55 11 97777-4444' },
] as const;

export interface DemoGroup {
  nome: string;
  descricao: string;
  /** A demo login's e-mail or an EXTRA_LEADERS key. */
  leader: string;
  responsavel: string;
  publico: string;
  diaSemana: number;
  horario: string;
  logradouro: string;
  numero: string;
  bairro: string;
  cep: string;
  latitude: number;
  longitude: number;
  imagem: string;
  members: string[];
  pending: string[];
  /** Meetings: days from today (negative: past), study title, theme tag. */
  meetings: Array<{ days: number; study: string | null; tema: string; observacao?: string }>;
}

export const DEMO_GROUPS: DemoGroup[] = [
  {
    nome: 'Célula Bela Vista',
    descricao: 'Casais que se encontram para estudar a Palavra, orar uns pelos outros e partilhar a vida.',
    leader: 'irmao@videira.demo',
    responsavel: 'Pr. Paulo Almeida',
    publico: 'casais',
    diaSemana: 3,
    horario: '20:00',
    logradouro: 'Rua Treze de Maio',
    numero: '500',
    bairro: 'Bela Vista',
    cep: '01327-000',
    latitude: -23.5589,
    longitude: -46.645,
    imagem: seed('covers/videira-templo.jpg'),
    // Led by lider@videira.demo once the staff are seeded (admin.seed.ts); these two take part in it.
    members: ['ana', 'carla'],
    pending: ['membro@videira.demo'],
    meetings: [
      { days: -21, study: 'O fruto do Espírito', tema: 'Caráter', observacao: 'Trazer a Bíblia e um caderno.' },
      { days: -14, study: 'Oração que transforma', tema: 'Oração' },
      { days: -7, study: 'Família segundo o coração de Deus', tema: 'Família', observacao: 'Encontro com lanche partilhado.' },
    ],
  },
  {
    nome: 'Célula Jardins',
    descricao: 'Jovens universitários e recém-formados: louvor, estudo e amizade.',
    leader: 'admin@videira.demo',
    responsavel: 'Pr. Paulo Almeida',
    publico: 'jovens',
    diaSemana: 5,
    horario: '19:30',
    logradouro: 'Alameda Santos',
    numero: '1200',
    bairro: 'Jardim Paulista',
    cep: '01418-100',
    latitude: -23.568,
    longitude: -46.656,
    imagem: seed('banners/videira-conferencia.jpg'),
    members: ['irmao@videira.demo'],
    pending: [],
    meetings: [{ days: -5, study: 'Oração que transforma', tema: 'Oração' }],
  },
  {
    nome: 'Célula Mooca',
    descricao: 'Famílias com crianças: um tempo de comunhão com atividades para os pequenos.',
    leader: 'ana',
    responsavel: 'Pra. Helena Rocha',
    publico: 'familias',
    diaSemana: 2,
    horario: '20:00',
    logradouro: 'Rua da Mooca',
    numero: '1500',
    bairro: 'Mooca',
    cep: '03104-002',
    latitude: -23.56,
    longitude: -46.599,
    imagem: seed('banners/videira-culto.jpg'),
    members: ['membro@videira.demo'],
    pending: [],
    meetings: [
      { days: -14, study: 'O fruto do Espírito', tema: 'Caráter' },
      { days: -7, study: 'Família segundo o coração de Deus', tema: 'Família', observacao: 'As crianças prepararam um louvor.' },
      { days: 7, study: 'Servir com alegria', tema: 'Serviço' },
    ],
  },
  {
    nome: 'Célula Pinheiros',
    descricao: 'Mulheres que se reúnem à tarde para estudo bíblico e oração.',
    leader: 'carla',
    responsavel: 'Pra. Helena Rocha',
    publico: 'mulheres',
    diaSemana: 4,
    horario: '15:00',
    logradouro: 'Rua dos Pinheiros',
    numero: '800',
    bairro: 'Pinheiros',
    cep: '05422-001',
    latitude: -23.566,
    longitude: -46.684,
    imagem: seed('banners/videira-oracao.jpg'),
    members: [],
    pending: [],
    meetings: [],
  },
  {
    nome: 'Célula Vila Mariana',
    descricao: 'Homens em um café da manhã de sábado com a Palavra.',
    leader: 'roberto',
    responsavel: 'Pr. Paulo Almeida',
    publico: 'homens',
    diaSemana: 6,
    horario: '08:00',
    logradouro: 'Rua Domingos de Morais',
    numero: '1000',
    bairro: 'Vila Mariana',
    cep: '04010-100',
    latitude: -23.589,
    longitude: -46.636,
    imagem: seed('banners/videira-sul.jpg'),
    members: [],
    pending: [],
    meetings: [],
  },
  {
    nome: 'Célula Santana',
    descricao: 'Adolescentes de 12 a 17 anos: jogos, louvor e conversa sobre a fé.',
    leader: 'marcos',
    responsavel: 'Pr. Paulo Almeida',
    publico: 'adolescentes',
    diaSemana: 0,
    horario: '17:00',
    logradouro: 'Rua Voluntários da Pátria',
    numero: '3000',
    bairro: 'Santana',
    cep: '02401-000',
    latitude: -23.501,
    longitude: -46.625,
    imagem: seed('banners/videira-norte.jpg'),
    members: [],
    pending: [],
    meetings: [],
  },
];

export interface DemoStudy {
  titulo: string;
  resumo: string;
  conteudo: string;
  publico: boolean;
  daysAgo: number;
  imagem: string | null;
  anexos: Array<{ nome: string; url: string }>;
}

export const DEMO_STUDIES: DemoStudy[] = [
  {
    titulo: 'O fruto do Espírito',
    resumo: 'Gálatas 5.22-23: o caráter de Cristo formado em nós.',
    conteudo:
      '<h2>Leitura</h2><p>Gálatas 5.22-23.</p><h2>Para conversar</h2><ul><li>Qual aspecto do fruto você mais percebe em sua vida?</li>' +
      '<li>Em qual deles você precisa crescer?</li></ul><p><strong>Desafio da semana:</strong> praticar a paciência em casa.</p>',
    publico: true,
    daysAgo: 21,
    imagem: seed('banners/videira-culto.jpg'),
    anexos: [{ nome: 'Gálatas 5 (texto bíblico)', url: 'https://www.bibliaonline.com.br/acf/gl/5' }],
  },
  {
    titulo: 'Oração que transforma',
    resumo: 'Mateus 6.5-15: aprender a orar como Jesus ensinou.',
    conteudo:
      '<h2>Leitura</h2><p>Mateus 6.5-15.</p><p>Jesus nos ensina a orar com <em>simplicidade</em> e confiança no Pai.</p>' +
      '<ol><li>Adoração</li><li>Entrega</li><li>Perdão</li></ol>',
    publico: true,
    daysAgo: 14,
    imagem: seed('banners/videira-oracao.jpg'),
    anexos: [],
  },
  {
    titulo: 'Família segundo o coração de Deus',
    resumo: 'Efésios 5 e 6: amor, respeito e cuidado no lar.',
    conteudo:
      '<h2>Leitura</h2><p>Efésios 5.21 a 6.4.</p><blockquote>Sujeitem-se uns aos outros, por temor a Cristo.</blockquote>' +
      '<p>Material exclusivo para os membros das células.</p>',
    publico: false,
    daysAgo: 7,
    imagem: null,
    anexos: [],
  },
  {
    titulo: 'Servir com alegria',
    resumo: 'João 13.1-17: o exemplo de Jesus que lava os pés dos discípulos.',
    conteudo: '<h2>Leitura</h2><p>João 13.1-17.</p><p>Como podemos servir nossa célula e nosso bairro neste mês?</p>',
    publico: false,
    daysAgo: 1,
    imagem: null,
    anexos: [],
  },
];
