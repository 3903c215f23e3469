/** Demo news: videira's with images (the shipped seed banners), a couple for grace in English. */
export interface NewsSeed {
  titulo: string;
  resumo: string;
  conteudo: string;
  imagem: string | null;
  daysAgo: number;
  tags: string[];
}

const seed = (p: string) => `/media/seed/${p}`;

export const VIDEIRA_NEWS: NewsSeed[] = [
  {
    titulo: 'Campanha do agasalho',
    resumo: 'Traga suas doações até o fim do mês na secretaria.',
    conteudo:
      '<p>O inverno chegou e queremos aquecer quem mais precisa. Traga <strong>roupas, cobertores e calçados</strong> em bom estado até o último domingo do mês.</p><ul><li>Secretaria: segunda a sexta, 9h às 18h</li><li>Domingos: na entrada do templo</li></ul><p>As doações serão entregues pelo ministério de ação social.</p>',
    imagem: seed('banners/videira-oracao.jpg'),
    daysAgo: 3,
    tags: ['ação social'],
  },
  {
    titulo: 'Conferência Videira: inscrições abertas',
    resumo: 'Três dias de louvor, palavra e comunhão. Garanta seu lugar.',
    conteudo:
      '<p>A <strong>Conferência Videira</strong> acontece no próximo mês, com preletores convidados e ministração para todas as idades.</p><p>As inscrições já estão abertas na página de eventos.</p>',
    imagem: seed('banners/videira-conferencia.jpg'),
    daysAgo: 6,
    tags: ['eventos'],
  },
  {
    titulo: 'Batismos no domingo',
    resumo: 'Celebramos 14 novos irmãos que desceram às águas.',
    conteudo: '<p>Foi um culto de muita alegria: <em>14 pessoas</em> declararam publicamente sua fé. Seja bem-vindo à família!</p>',
    imagem: seed('banners/videira-culto.jpg'),
    daysAgo: 10,
    tags: ['culto'],
  },
  {
    titulo: 'Reforma do templo concluída',
    resumo: 'Novo sistema de som e acessibilidade na entrada principal.',
    conteudo:
      '<p>Terminamos a reforma do templo. Agora temos <strong>rampa de acesso</strong>, banheiros adaptados e um novo sistema de som.</p><p>Obrigado a todos que contribuíram!</p>',
    imagem: seed('covers/videira-templo.jpg'),
    daysAgo: 15,
    tags: ['igreja'],
  },
  {
    titulo: 'Nova congregação na zona norte',
    resumo: 'A Videira Norte começa seus cultos neste domingo.',
    conteudo: '<p>Com alegria anunciamos os cultos da <strong>Videira Norte</strong>, aos domingos às 18h.</p>',
    imagem: seed('banners/videira-norte.jpg'),
    daysAgo: 21,
    tags: ['igreja'],
  },
  {
    titulo: 'Células da zona sul se reúnem',
    resumo: 'Encontro de líderes de célula no sábado às 15h.',
    conteudo: '<p>Líderes e anfitriões da zona sul: nosso encontro trimestral é neste sábado às 15h, na Videira Sul.</p>',
    imagem: seed('banners/videira-sul.jpg'),
    daysAgo: 28,
    tags: ['células'],
  },
];

export const GRACE_NEWS: NewsSeed[] = [
  {
    titulo: 'Community picnic this Saturday',
    resumo: 'Bring a friend and a dish to share at the park.',
    conteudo: '<p>Join us at <strong>Main Street Park</strong> from noon. Games for kids, food and worship.</p>',
    imagem: seed('banners/grace-sunday.jpg'),
    daysAgo: 2,
    tags: ['community'],
  },
  {
    titulo: 'Online giving is now available',
    resumo: 'Give by card from any device.',
    conteudo: '<p>You can now give online from the <em>Give</em> page, once or every month.</p>',
    imagem: seed('banners/grace-give.jpg'),
    daysAgo: 9,
    tags: ['giving'],
  },
];
