/**
 * Demo videos (ids of openly licensed films: Blender's "Big Buck Bunny", "Sintel" and "Tears of Steel"; the player
 * loads them from the provider in the browser, the server never fetches them). Newest first.
 */
export interface VideoSeed {
  titulo: string;
  resumo: string;
  conteudo: string;
  videoId: string;
  source: 'youtube' | 'vimeo' | 'file';
  tags: string[];
  daysAgo: number;
}

export const VIDEIRA_VIDEOS: VideoSeed[] = [
  {
    titulo: 'Culto de Celebração: a alegria que permanece',
    resumo: 'A mensagem de domingo à noite, na íntegra.',
    conteudo: '<p>Reveja o culto de domingo: louvor, oração e a palavra sobre <strong>Filipenses 4</strong>.</p>',
    videoId: 'aqz-KE-bpKQ',
    source: 'youtube',
    tags: ['culto', 'mensagem'],
    daysAgo: 2,
  },
  {
    titulo: 'Conferência Videira: bastidores',
    resumo: 'Como a equipe de voluntários preparou a conferência.',
    conteudo: '<p>Uma semana de preparação em poucos minutos. Obrigado a cada voluntário!</p>',
    videoId: '1084537',
    source: 'vimeo',
    tags: ['conferência', 'voluntários'],
    daysAgo: 9,
  },
  {
    titulo: 'Batismos de primavera',
    resumo: 'Vinte e três vidas declararam publicamente a sua fé.',
    conteudo: '<p>Celebramos juntos os batismos na Sede Paulista. <em>“Quem crer e for batizado será salvo.”</em></p>',
    videoId: 'eRsGyueVLvQ',
    source: 'youtube',
    tags: ['batismo'],
    daysAgo: 16,
  },
  {
    titulo: 'Ministério infantil: louvor das crianças',
    resumo: 'As crianças apresentaram o louvor do Dia das Famílias.',
    conteudo: '<p>Um momento especial preparado pelo ministério infantil.</p>',
    videoId: 'R6MlUcmOul8',
    source: 'youtube',
    tags: ['crianças', 'louvor'],
    daysAgo: 23,
  },
];

export const GRACE_VIDEOS: VideoSeed[] = [
  {
    titulo: 'Sunday service: hope that holds',
    resumo: 'The full Sunday morning message.',
    conteudo: '<p>Worship, prayer and a message from <strong>Hebrews 6</strong>.</p>',
    videoId: 'aqz-KE-bpKQ',
    source: 'youtube',
    tags: ['sunday', 'message'],
    daysAgo: 3,
  },
  {
    titulo: 'Serving our city',
    resumo: 'Our volunteers at the food bank.',
    conteudo: '<p>A morning with the outreach team.</p>',
    videoId: '1084537',
    source: 'vimeo',
    tags: ['outreach'],
    daysAgo: 12,
  },
];

export const GRACIA_VIDEOS: VideoSeed[] = [
  {
    titulo: 'Culto dominical: la fe que vence',
    resumo: 'El mensaje del domingo, completo.',
    conteudo: '<p>Alabanza, oración y la palabra de <strong>1 Juan 5</strong>.</p>',
    videoId: 'eRsGyueVLvQ',
    source: 'youtube',
    tags: ['culto'],
    daysAgo: 4,
  },
];
