import type { TLocale } from './locale.ts';

/**
 * Error codes of small groups and studies (MOD_CELULA), spread into ERROR_CODES (errors.ts) with their messages
 * merged into the catalogue (messages.ts). "Cell not found" is the spec's wording (section 8).
 */
export const GROUPS_ERROR_CODES = [
  'GROUP_NOT_FOUND',
  'GROUP_ALREADY_MEMBER',
  'GROUP_REQUEST_PENDING',
  'GROUP_REQUEST_NOT_FOUND',
  'GROUP_REQUEST_ANSWERED',
  'MEETING_NOT_FOUND',
  'STUDY_NOT_FOUND',
] as const;

type Key = `error.${(typeof GROUPS_ERROR_CODES)[number]}`;

export const GROUPS_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'error.GROUP_NOT_FOUND': 'Célula não encontrada.',
    'error.GROUP_ALREADY_MEMBER': 'Você já participa desta célula.',
    'error.GROUP_REQUEST_PENDING': 'Você já tem uma solicitação pendente para esta célula.',
    'error.GROUP_REQUEST_NOT_FOUND': 'Solicitação não encontrada.',
    'error.GROUP_REQUEST_ANSWERED': 'Esta solicitação já foi respondida.',
    'error.MEETING_NOT_FOUND': 'Reunião não encontrada.',
    'error.STUDY_NOT_FOUND': 'Estudo não encontrado.',
  },
  en: {
    'error.GROUP_NOT_FOUND': 'Cell not found.',
    'error.GROUP_ALREADY_MEMBER': 'You already take part in this group.',
    'error.GROUP_REQUEST_PENDING': 'You already have a pending request for this group.',
    'error.GROUP_REQUEST_NOT_FOUND': 'Request not found.',
    'error.GROUP_REQUEST_ANSWERED': 'This request has already been answered.',
    'error.MEETING_NOT_FOUND': 'Meeting not found.',
    'error.STUDY_NOT_FOUND': 'Study not found.',
  },
  es: {
    'error.GROUP_NOT_FOUND': 'Célula no encontrada.',
    'error.GROUP_ALREADY_MEMBER': 'Ya participas en esta célula.',
    'error.GROUP_REQUEST_PENDING': 'Ya tienes una solicitud pendiente para esta célula.',
    'error.GROUP_REQUEST_NOT_FOUND': 'Solicitud no encontrada.',
    'error.GROUP_REQUEST_ANSWERED': 'Esta solicitud ya fue respondida.',
    'error.MEETING_NOT_FOUND': 'Reunión no encontrada.',
    'error.STUDY_NOT_FOUND': 'Estudio no encontrado.',
  },
};
