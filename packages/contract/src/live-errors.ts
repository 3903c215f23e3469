import type { TLocale } from './locale.ts';

/**
 * Error codes of live services and the chat (MOD_CULTO), spread into ERROR_CODES (errors.ts) with their messages
 * merged into the catalogue (messages.ts). The chat's `error` frames (chat.ts) carry these codes too.
 */
export const LIVE_ERROR_CODES = [
  'LIVE_SERVICE_NOT_FOUND',
  'CHAT_NAME_REQUIRED',
  'CHAT_CHANNEL_NOT_FOUND',
  'CHAT_NOT_JOINED',
  'CHAT_ALREADY_JOINED',
  'CHAT_BAD_MESSAGE',
  'CHAT_FORBIDDEN',
  'CHAT_SLOW_MODE',
  'CHAT_RATE_LIMITED',
  'CHAT_MESSAGE_NOT_FOUND',
  'CHAT_MOMENT_NOT_FOUND',
  'CHAT_SEND_FAILED',
  'CHAT_USER_NOT_FOUND',
] as const;

type Key = `error.${(typeof LIVE_ERROR_CODES)[number]}`;

export const LIVE_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.LIVE_SERVICE_NOT_FOUND': 'Culto não encontrado.',
    'error.CHAT_NAME_REQUIRED': 'Informe um nome para entrar no chat.',
    'error.CHAT_CHANNEL_NOT_FOUND': 'Este chat não existe nesta igreja.',
    'error.CHAT_NOT_JOINED': 'Entre no chat antes de enviar mensagens.',
    'error.CHAT_ALREADY_JOINED': 'Você já está neste chat.',
    'error.CHAT_BAD_MESSAGE': 'Mensagem inválida.',
    'error.CHAT_FORBIDDEN': 'Somente moderadores podem fazer isso.',
    'error.CHAT_SLOW_MODE': 'Modo lento ativo: aguarde {{seconds}} segundos entre mensagens.',
    'error.CHAT_RATE_LIMITED': 'Muitas mensagens. Aguarde {{seconds}} segundos.',
    'error.CHAT_MESSAGE_NOT_FOUND': 'Mensagem não encontrada.',
    'error.CHAT_MOMENT_NOT_FOUND': 'Este momento já terminou.',
    'error.CHAT_SEND_FAILED': 'Não foi possível enviar sua mensagem.',
    'error.CHAT_USER_NOT_FOUND': 'Esta pessoa não escreveu neste chat.',
  },
  en: {
    'error.LIVE_SERVICE_NOT_FOUND': 'Service not found.',
    'error.CHAT_NAME_REQUIRED': 'A name is needed to join the chat.',
    'error.CHAT_CHANNEL_NOT_FOUND': 'This chat does not exist at this church.',
    'error.CHAT_NOT_JOINED': 'Join the chat before sending messages.',
    'error.CHAT_ALREADY_JOINED': 'You are already in this chat.',
    'error.CHAT_BAD_MESSAGE': 'Invalid message.',
    'error.CHAT_FORBIDDEN': 'Only moderators can do that.',
    'error.CHAT_SLOW_MODE': 'Slow mode is on: wait {{seconds}} seconds between messages.',
    'error.CHAT_RATE_LIMITED': 'Too many messages. Wait {{seconds}} seconds.',
    'error.CHAT_MESSAGE_NOT_FOUND': 'Message not found.',
    'error.CHAT_MOMENT_NOT_FOUND': 'This moment has ended.',
    'error.CHAT_SEND_FAILED': 'Your message could not be sent.',
    'error.CHAT_USER_NOT_FOUND': 'This person has not written in this chat.',
  },
  es: {
    'error.LIVE_SERVICE_NOT_FOUND': 'Culto no encontrado.',
    'error.CHAT_NAME_REQUIRED': 'Escribe un nombre para entrar al chat.',
    'error.CHAT_CHANNEL_NOT_FOUND': 'Este chat no existe en esta iglesia.',
    'error.CHAT_NOT_JOINED': 'Entra al chat antes de enviar mensajes.',
    'error.CHAT_ALREADY_JOINED': 'Ya estás en este chat.',
    'error.CHAT_BAD_MESSAGE': 'Mensaje inválido.',
    'error.CHAT_FORBIDDEN': 'Solo los moderadores pueden hacer eso.',
    'error.CHAT_SLOW_MODE': 'Modo lento activo: espera {{seconds}} segundos entre mensajes.',
    'error.CHAT_RATE_LIMITED': 'Demasiados mensajes. Espera {{seconds}} segundos.',
    'error.CHAT_MESSAGE_NOT_FOUND': 'Mensaje no encontrado.',
    'error.CHAT_MOMENT_NOT_FOUND': 'Este momento ya terminó.',
    'error.CHAT_SEND_FAILED': 'No fue posible enviar tu mensaje.',
    'error.CHAT_USER_NOT_FOUND': 'Esta persona no escribió en este chat.',
  },
};

/**
 * The care queue's text for a hand raised in a live service's moment (the request is private: the pastoral team
 * only), in the church's language; `{{prompt}}` is the host's question.
 */
export const CHAT_RAISED_HAND_CARE_TEXT: Record<TLocale, string> = {
  'pt-BR': 'Levantou a mão no culto ao vivo: {{prompt}}',
  en: 'Raised a hand in the live service: {{prompt}}',
  es: 'Levantó la mano en el culto en vivo: {{prompt}}',
};
/** The moment's question when the host gave none (the web shows the same text, live.json `moment.question`). */
export const CHAT_MOMENT_DEFAULT_PROMPT: Record<TLocale, string> = {
  'pt-BR': 'Você quer levantar a mão e entregar sua vida a Jesus?',
  en: 'Would you like to raise your hand and commit your life to Jesus?',
  es: '¿Quieres levantar la mano y entregar tu vida a Jesús?',
};
