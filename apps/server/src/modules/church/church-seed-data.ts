import { MODULE_CODES } from '@congrega/contract/church';
import { conferenceSchedule } from '../events/events-seed-dates.ts';
import { banner, modules, payment, seed } from './church-seed-helpers.ts';

/** Demo churches of the seed (README documents their hosts). Images are served from /media/seed/. */
export const DEMO_ORGANIZATION = { slug: 'rede-videira', nome: 'Rede Videira', logo: seed('logos/rede-videira.svg') };

export interface SeedChurchData {
  slug: string;
  codigo: string;
  nome: string;
  idioma: string;
  moeda: string;
  /** IANA zone (default America/Sao_Paulo). */
  fusoHorario?: string;
  flagAtivo?: boolean;
  inOrganization?: boolean;
  domains?: string[];
  profile: Partial<{
    historia: string;
    descricao: string;
    imagens: string[];
    logo: string;
    email: string;
    telefone: string;
    whatsapp: string;
    site: string;
    redesSociais: Record<string, string>;
    cep: string;
    logradouro: string;
    numero: string;
    complemento: string;
    bairro: string;
    cidade: string;
    estado: string;
    pais: string;
    latitude: number;
    longitude: number;
    linkAppAndroid: string;
    linkAppIos: string;
    /** The legal entity printed on the yearly donation receipts. */
    razaoSocial: string;
    cnpj: string;
  }>;
  modules: Array<{ codigo: string; nome: string }>;
  visual: { corApp: string; corTexto: string; logo: string | null; imagemCapa: string | null };
  menu: Array<{ titulo: string; link: string; icone: string }>;
  banners: Array<{ titulo: string; imagem: string; link: string | null; textoAlternativo: string }>;
  congregations: Array<{ nome: string; endereco: string; cidade: string; estado: string }>;
  paymentMethods: Array<ReturnType<typeof payment>>;
}

const appLinks = {
  linkAppAndroid: 'https://play.google.com/store/apps/details?id=app.congrega.demo',
  linkAppIos: 'https://apps.apple.com/app/id0000000000',
};

export const DEMO_CHURCHES: SeedChurchData[] = [
  {
    slug: 'videira',
    codigo: 'VIDEIRA',
    nome: 'Igreja Videira',
    idioma: 'pt_BR',
    moeda: 'BRL',
    inOrganization: true,
    domains: ['videira.example.org'],
    profile: {
      historia:
        'A Igreja Videira nasceu em 1998 numa sala alugada na Avenida Paulista, com doze pessoas reunidas para orar. Hoje somos uma família de milhares, espalhada em congregações por toda a cidade, com o mesmo desejo do primeiro dia: permanecer na Videira e dar fruto.',
      descricao: 'Uma família para pertencer, crescer na fé e servir a cidade.',
      imagens: [seed('covers/videira-templo.jpg'), seed('covers/videira.jpg')],
      logo: seed('logos/videira.svg'),
      email: 'contato@videira.example.org',
      telefone: '+55 11 3333-4444',
      whatsapp: '+55 11 98888-7777',
      site: 'https://videira.example.org',
      redesSociais: {
        instagram: 'https://instagram.com/igrejavideira',
        facebook: 'https://facebook.com/igrejavideira',
        youtube: 'https://youtube.com/@igrejavideira',
      },
      razaoSocial: 'Igreja Evangélica Videira de São Paulo',
      cnpj: '11222333000181',
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Térreo',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'BR',
      latitude: -23.5614,
      longitude: -46.6559,
      ...appLinks,
    },
    modules: modules('pt', MODULE_CODES),
    visual: { corApp: '#6A1B9A', corTexto: '#FFFFFF', logo: seed('logos/videira.svg'), imagemCapa: seed('covers/videira.jpg') },
    menu: [
      { titulo: 'Ao vivo', link: '/live', icone: 'live' },
      { titulo: 'Mural de oração', link: '/prayer', icone: 'prayer' },
      { titulo: 'Sobre nós', link: '/about', icone: 'info' },
      { titulo: 'Minhas anotações', link: '/user/notes', icone: 'note' },
      { titulo: 'Contribua', link: '/give', icone: 'heart' },
      { titulo: 'Eventos', link: '/event', icone: 'calendar' },
      { titulo: 'Células', link: '/groups', icone: 'groups' },
      { titulo: 'Estudos', link: '/studies', icone: 'book' },
      { titulo: 'Devocionais', link: '/devotionals', icone: 'book' },
      { titulo: 'Notícias', link: '/news', icone: 'news' },
      { titulo: 'Podcast', link: '/podcast', icone: 'mic' },
      { titulo: 'Vídeos', link: '/videos', icone: 'video' },
      { titulo: 'Publicações', link: '/publication-types', icone: 'book' },
      { titulo: 'Ministérios', link: '/ministries', icone: 'users' },
      { titulo: 'Escola Bíblica', link: '/ebds', icone: 'book' },
    ],
    banners: [
      banner('Culto de Celebração', 'videira-culto.jpg', '/live', 'Culto de Celebração ao vivo: assista ao culto de domingo'),
      banner(
        conferenceSchedule(Date.now()).titulo,
        'videira-conferencia.jpg',
        '/event',
        `${conferenceSchedule(Date.now()).titulo}: inscrições abertas`,
      ),
      banner('Mural de Oração', 'videira-oracao.jpg', '/prayer', 'Mural de Oração: compartilhe um pedido e ore com a igreja'),
    ],
    congregations: [
      { nome: 'Sede Paulista', endereco: 'Avenida Paulista, 1000', cidade: 'São Paulo', estado: 'SP' },
      { nome: 'Congregação Mooca', endereco: 'Rua da Mooca, 250', cidade: 'São Paulo', estado: 'SP' },
      { nome: 'Congregação Osasco', endereco: 'Avenida dos Autonomistas, 1500', cidade: 'Osasco', estado: 'SP' },
    ],
    paymentMethods: [
      payment('pt', 'cartao_credito', 1, 12),
      payment('pt', 'pix', 5),
      payment('pt', 'boleto', 5),
      payment('pt', 'carteira_digital', 4),
      payment('pt', 'dinheiro', 8),
    ],
  },
  {
    slug: 'videira-norte',
    codigo: 'VIDEIRA_NORTE',
    nome: 'Igreja Videira Norte',
    idioma: 'pt_BR',
    moeda: 'BRL',
    inOrganization: true,
    profile: {
      descricao: 'A Videira na Zona Norte de São Paulo.',
      logo: seed('logos/videira-norte.svg'),
      logradouro: 'Rua Voluntários da Pátria',
      numero: '2000',
      bairro: 'Santana',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'BR',
      latitude: -23.5017,
      longitude: -46.6246,
    },
    modules: modules('pt', ['MOD_CULTO', 'MOD_EVENTO', 'MOD_DOACAO', 'MOD_MURAL_ORACAO']),
    visual: { corApp: '#1565C0', corTexto: '#FFFFFF', logo: seed('logos/videira-norte.svg'), imagemCapa: null },
    menu: [{ titulo: 'Sobre nós', link: '/about', icone: 'info' }],
    banners: [banner('Videira Norte', 'videira-norte.jpg', null, 'Igreja Videira Norte')],
    congregations: [{ nome: 'Sede Santana', endereco: 'Rua Voluntários da Pátria, 2000', cidade: 'São Paulo', estado: 'SP' }],
    paymentMethods: [payment('pt', 'cartao_credito', 1, 6), payment('pt', 'pix', 5)],
  },
  {
    slug: 'videira-sul',
    codigo: 'VIDEIRA_SUL',
    nome: 'Igreja Videira Sul',
    idioma: 'pt_BR',
    moeda: 'BRL',
    inOrganization: true,
    profile: {
      descricao: 'A Videira na Zona Sul de São Paulo.',
      logo: seed('logos/videira-sul.svg'),
      logradouro: 'Avenida Adolfo Pinheiro',
      numero: '500',
      bairro: 'Santo Amaro',
      cidade: 'São Paulo',
      estado: 'SP',
      pais: 'BR',
      latitude: -23.6548,
      longitude: -46.7097,
    },
    modules: modules('pt', ['MOD_CULTO', 'MOD_EVENTO', 'MOD_DOACAO']),
    visual: { corApp: '#2E7D32', corTexto: '#FFFFFF', logo: seed('logos/videira-sul.svg'), imagemCapa: null },
    menu: [{ titulo: 'Sobre nós', link: '/about', icone: 'info' }],
    banners: [banner('Videira Sul', 'videira-sul.jpg', null, 'Igreja Videira Sul')],
    congregations: [{ nome: 'Sede Santo Amaro', endereco: 'Avenida Adolfo Pinheiro, 500', cidade: 'São Paulo', estado: 'SP' }],
    paymentMethods: [payment('pt', 'pix', 5)],
  },
  {
    slug: 'grace',
    fusoHorario: 'America/Chicago',
    codigo: 'GRACE',
    nome: 'Grace Church',
    idioma: 'en_US',
    moeda: 'USD',
    profile: {
      historia:
        'Grace Church was planted in 2005 by six families who wanted a church where anyone could find a seat at the table. We still do.',
      descricao: 'A place to belong, believe and become.',
      imagens: [seed('covers/grace.jpg')],
      logo: seed('logos/grace.svg'),
      email: 'hello@grace.example.com',
      telefone: '+1 214 555 0100',
      site: 'https://grace.example.com',
      redesSociais: { instagram: 'https://instagram.com/gracechurch', youtube: 'https://youtube.com/@gracechurch' },
      cep: '75201',
      logradouro: 'Main Street',
      numero: '1200',
      bairro: 'Downtown',
      cidade: 'Dallas',
      estado: 'TX',
      pais: 'US',
      latitude: 32.7767,
      longitude: -96.797,
      ...appLinks,
    },
    modules: modules('en', ['MOD_CULTO', 'MOD_EVENTO', 'MOD_DOACAO', 'MOD_DEVOCIONAL', 'MOD_NOTICIA', 'MOD_EBD']),
    visual: { corApp: '#0D47A1', corTexto: '#FFFFFF', logo: seed('logos/grace.svg'), imagemCapa: seed('covers/grace.jpg') },
    menu: [
      { titulo: 'Live', link: '/live', icone: 'live' },
      { titulo: 'About us', link: '/about', icone: 'info' },
      { titulo: 'Give', link: '/give', icone: 'heart' },
      { titulo: 'Events', link: '/event', icone: 'calendar' },
      { titulo: 'Devotionals', link: '/devotionals', icone: 'book' },
      { titulo: 'News', link: '/news', icone: 'news' },
      { titulo: 'Videos', link: '/videos', icone: 'video' },
      { titulo: 'Sunday school', link: '/ebds', icone: 'book' },
    ],
    banners: [
      banner('Sunday Service', 'grace-sunday.jpg', '/live', 'Sunday Service: watch live'),
      banner('Give Generously', 'grace-give.jpg', '/give', 'Give Generously: support the ministry online'),
    ],
    congregations: [{ nome: 'Downtown Campus', endereco: '1200 Main Street', cidade: 'Dallas', estado: 'TX' }],
    paymentMethods: [payment('en', 'cartao_credito', 1), payment('en', 'ach', 8)],
  },
  {
    slug: 'gracia',
    fusoHorario: 'Europe/Madrid',
    codigo: 'GRACIA',
    nome: 'Iglesia Gracia',
    idioma: 'es_ES',
    moeda: 'EUR',
    profile: {
      historia:
        'La Iglesia Gracia comenzó en 2010 como un grupo de estudio bíblico en un piso de Chamberí. Hoy es una comunidad diversa en el corazón de Madrid.',
      descricao: 'Un lugar para pertenecer.',
      imagens: [seed('covers/gracia.jpg')],
      logo: seed('logos/gracia.svg'),
      email: 'hola@gracia.example.es',
      telefone: '+34 910 000 000',
      redesSociais: { instagram: 'https://instagram.com/iglesiagracia' },
      cep: '28010',
      logradouro: 'Calle de Santa Engracia',
      numero: '50',
      cidade: 'Madrid',
      estado: 'Madrid',
      pais: 'ES',
      latitude: 40.4335,
      longitude: -3.7003,
    },
    modules: modules('es', ['MOD_CULTO', 'MOD_EVENTO', 'MOD_DOACAO', 'MOD_DEVOCIONAL', 'MOD_MURAL_ORACAO']),
    visual: { corApp: '#B71C1C', corTexto: '#FFFFFF', logo: seed('logos/gracia.svg'), imagemCapa: seed('covers/gracia.jpg') },
    menu: [
      { titulo: 'Muro de oración', link: '/prayer', icone: 'prayer' },
      { titulo: 'Sobre nosotros', link: '/about', icone: 'info' },
      { titulo: 'Devocionales', link: '/devotionals', icone: 'book' },
      { titulo: 'Videos', link: '/videos', icone: 'video' },
    ],
    banners: [
      banner('Culto Dominical', 'gracia-culto.jpg', '/live', 'Culto Dominical: míralo en vivo'),
      banner('Muro de Oración', 'gracia-oracion.jpg', '/prayer', 'Muro de Oración: comparte una petición'),
    ],
    congregations: [{ nome: 'Sede Chamberí', endereco: 'Calle de Santa Engracia, 50', cidade: 'Madrid', estado: 'Madrid' }],
    paymentMethods: [payment('es', 'cartao_credito', 1)],
  },
  {
    slug: 'fechada',
    codigo: 'FECHADA',
    nome: 'Igreja Fechada',
    idioma: 'pt_BR',
    moeda: 'BRL',
    flagAtivo: false,
    profile: { descricao: 'Igreja desativada (demonstra a página de erro).' },
    modules: modules('pt', ['MOD_CULTO']),
    visual: { corApp: '#616161', corTexto: '#FFFFFF', logo: null, imagemCapa: null },
    menu: [],
    banners: [],
    congregations: [],
    paymentMethods: [],
  },
];
