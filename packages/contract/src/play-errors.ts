import type { TLocale } from './locale.ts';

/**
 * Error codes of Play (MOD_ASSINATURA), spread into ERROR_CODES (errors.ts) with their messages merged into the
 * catalogue (messages.ts). Spec section 8: "plans or content not found; search errors".
 */
export const PLAY_ERROR_CODES = [
  'PLAY_PLAN_NOT_FOUND',
  'PLAY_CONTENT_NOT_FOUND',
  'PLAY_COLLECTION_NOT_FOUND',
  'PLAY_LIST_ITEM_NOT_FOUND',
  'PLAY_SUBSCRIPTION_NOT_FOUND',
  'PLAY_SUBSCRIPTION_REQUIRED',
  'PLAY_ALREADY_SUBSCRIBED',
  'PLAY_PRICE_CHANGED',
  'PLAY_MEDIA_LINK_EXPIRED',
] as const;

type Key = `error.${(typeof PLAY_ERROR_CODES)[number]}` | 'validation.playSearch';

export const PLAY_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.PLAY_PLAN_NOT_FOUND': 'Plano não encontrado.',
    'error.PLAY_CONTENT_NOT_FOUND': 'Conteúdo não encontrado ou indisponível.',
    'error.PLAY_COLLECTION_NOT_FOUND': 'Coletânea não encontrada.',
    'error.PLAY_LIST_ITEM_NOT_FOUND': 'Item não encontrado na sua lista.',
    'error.PLAY_SUBSCRIPTION_NOT_FOUND': 'Assinatura não encontrada.',
    'error.PLAY_SUBSCRIPTION_REQUIRED': 'É necessário ter uma assinatura ativa para assistir.',
    'error.PLAY_ALREADY_SUBSCRIBED': 'Você já tem uma assinatura ativa.',
    'error.PLAY_PRICE_CHANGED': 'O valor do plano mudou. Confira o novo valor e tente novamente.',
    'error.PLAY_MEDIA_LINK_EXPIRED': 'Este link de vídeo expirou. Abra o vídeo novamente.',
    'validation.playSearch': 'Digite ao menos 2 caracteres para buscar.',
  },
  en: {
    'error.PLAY_PLAN_NOT_FOUND': 'Plan not found.',
    'error.PLAY_CONTENT_NOT_FOUND': 'Content not found or unavailable.',
    'error.PLAY_COLLECTION_NOT_FOUND': 'Collection not found.',
    'error.PLAY_LIST_ITEM_NOT_FOUND': 'Item not found in your list.',
    'error.PLAY_SUBSCRIPTION_NOT_FOUND': 'Subscription not found.',
    'error.PLAY_SUBSCRIPTION_REQUIRED': 'You need an active subscription to watch.',
    'error.PLAY_ALREADY_SUBSCRIBED': 'You already have an active subscription.',
    'error.PLAY_PRICE_CHANGED': "The plan's price changed. Check the new price and try again.",
    'error.PLAY_MEDIA_LINK_EXPIRED': 'This video link has expired. Open the video again.',
    'validation.playSearch': 'Type at least 2 characters to search.',
  },
  es: {
    'error.PLAY_PLAN_NOT_FOUND': 'Plan no encontrado.',
    'error.PLAY_CONTENT_NOT_FOUND': 'Contenido no encontrado o no disponible.',
    'error.PLAY_COLLECTION_NOT_FOUND': 'Colección no encontrada.',
    'error.PLAY_LIST_ITEM_NOT_FOUND': 'Elemento no encontrado en tu lista.',
    'error.PLAY_SUBSCRIPTION_NOT_FOUND': 'Suscripción no encontrada.',
    'error.PLAY_SUBSCRIPTION_REQUIRED': 'Necesitas una suscripción activa para ver.',
    'error.PLAY_ALREADY_SUBSCRIBED': 'Ya tienes una suscripción activa.',
    'error.PLAY_PRICE_CHANGED': 'El valor del plan cambió. Revisa el nuevo valor e inténtalo de nuevo.',
    'error.PLAY_MEDIA_LINK_EXPIRED': 'Este enlace de video expiró. Abre el video de nuevo.',
    'validation.playSearch': 'Escribe al menos 2 caracteres para buscar.',
  },
};
