import type { TLocale } from './locale.ts';

/**
 * Error codes of the Bible reader, reading plans and praise songs, spread into ERROR_CODES (errors.ts) with their
 * messages merged into the catalogue (messages.ts). "Song data not obtainable" is the spec's wording (section 8).
 */
export const WORSHIP_ERROR_CODES = [
  'BIBLE_VERSION_NOT_FOUND',
  'BIBLE_CHAPTER_NOT_FOUND',
  'BIBLE_PROVIDER_UNAVAILABLE',
  'READING_PLAN_NOT_FOUND',
  'READING_PLAN_DAY_NOT_FOUND',
  'PRAISE_NOT_FOUND',
  'BAND_BAD_FRAME',
  'BAND_NOT_JOINED',
  'BAND_NOT_LEADER',
  'BAND_LEADER_ONLY',
  'BAND_SESSION_NOT_FOUND',
] as const;

/** `menu.praise`: the menu entry the bootstrap adds when the church has songs (church/bootstrap.service.ts). */
type Key = `error.${(typeof WORSHIP_ERROR_CODES)[number]}` | 'menu.praise';

export const WORSHIP_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.BIBLE_VERSION_NOT_FOUND': 'Versão da Bíblia não encontrada.',
    'error.BIBLE_CHAPTER_NOT_FOUND': 'Capítulo não encontrado.',
    'error.BIBLE_PROVIDER_UNAVAILABLE': 'O serviço da Bíblia não respondeu. Tente novamente.',
    'error.READING_PLAN_NOT_FOUND': 'Plano de leitura não encontrado.',
    'error.READING_PLAN_DAY_NOT_FOUND': 'Este dia não existe no plano.',
    'error.PRAISE_NOT_FOUND': 'Não foi possível obter os dados do louvor.',
    'error.BAND_BAD_FRAME': 'Mensagem do modo banda inválida.',
    'error.BAND_NOT_JOINED': 'Entre na sessão da banda primeiro.',
    'error.BAND_NOT_LEADER': 'Somente a liderança da igreja pode abrir o modo banda.',
    'error.BAND_LEADER_ONLY': 'Somente quem lidera a sessão pode mudar o tom ou a posição.',
    'error.BAND_SESSION_NOT_FOUND': 'Esta sessão da banda terminou ou não existe.',
    'menu.praise': 'Louvores',
  },
  en: {
    'error.BIBLE_VERSION_NOT_FOUND': 'Bible version not found.',
    'error.BIBLE_CHAPTER_NOT_FOUND': 'Chapter not found.',
    'error.BIBLE_PROVIDER_UNAVAILABLE': 'The Bible service did not answer. Try again.',
    'error.READING_PLAN_NOT_FOUND': 'Reading plan not found.',
    'error.READING_PLAN_DAY_NOT_FOUND': 'This day is not in the plan.',
    'error.PRAISE_NOT_FOUND': 'Song data not obtainable.',
    'error.BAND_BAD_FRAME': 'Invalid band mode message.',
    'error.BAND_NOT_JOINED': 'Join the band session first.',
    'error.BAND_NOT_LEADER': 'Only church leaders can open band mode.',
    'error.BAND_LEADER_ONLY': 'Only the session leader can change the key or the position.',
    'error.BAND_SESSION_NOT_FOUND': 'This band session has ended or does not exist.',
    'menu.praise': 'Songs',
  },
  es: {
    'error.BIBLE_VERSION_NOT_FOUND': 'Versión de la Biblia no encontrada.',
    'error.BIBLE_CHAPTER_NOT_FOUND': 'Capítulo no encontrado.',
    'error.BIBLE_PROVIDER_UNAVAILABLE': 'El servicio de la Biblia no respondió. Inténtalo de nuevo.',
    'error.READING_PLAN_NOT_FOUND': 'Plan de lectura no encontrado.',
    'error.READING_PLAN_DAY_NOT_FOUND': 'Este día no existe en el plan.',
    'error.PRAISE_NOT_FOUND': 'No fue posible obtener los datos de la alabanza.',
    'error.BAND_BAD_FRAME': 'Mensaje del modo banda inválido.',
    'error.BAND_NOT_JOINED': 'Entra primero en la sesión de la banda.',
    'error.BAND_NOT_LEADER': 'Solo el liderazgo de la iglesia puede abrir el modo banda.',
    'error.BAND_LEADER_ONLY': 'Solo quien dirige la sesión puede cambiar el tono o la posición.',
    'error.BAND_SESSION_NOT_FOUND': 'Esta sesión de la banda terminó o no existe.',
    'menu.praise': 'Alabanzas',
  },
};
