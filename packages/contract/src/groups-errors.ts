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
  'GROUP_CLOSED',
  'GROUP_FULL',
  'GROUP_LEADER_NOT_FOUND',
  'GROUP_MEMBER_NOT_FOUND',
  'GROUP_MOVE_SAME',
  'MEETING_EDIT_CLOSED',
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
    'error.GROUP_CLOSED': 'Esta célula não está recebendo solicitações no momento.',
    'error.GROUP_FULL': 'Esta célula está completa.',
    'error.GROUP_LEADER_NOT_FOUND': 'Nenhum membro desta igreja tem este e-mail.',
    'error.GROUP_MEMBER_NOT_FOUND': 'Esta pessoa não participa desta célula.',
    'error.GROUP_MOVE_SAME': 'Escolha outra célula.',
    'error.MEETING_EDIT_CLOSED': 'Esta reunião foi registrada há mais de 30 dias: só a equipe da igreja pode mudá-la.',
  },
  en: {
    'error.GROUP_NOT_FOUND': 'Cell not found.',
    'error.GROUP_ALREADY_MEMBER': 'You already take part in this group.',
    'error.GROUP_REQUEST_PENDING': 'You already have a pending request for this group.',
    'error.GROUP_REQUEST_NOT_FOUND': 'Request not found.',
    'error.GROUP_REQUEST_ANSWERED': 'This request has already been answered.',
    'error.MEETING_NOT_FOUND': 'Meeting not found.',
    'error.STUDY_NOT_FOUND': 'Study not found.',
    'error.GROUP_CLOSED': 'This group is not taking requests at the moment.',
    'error.GROUP_FULL': 'This group is full.',
    'error.GROUP_LEADER_NOT_FOUND': 'No member of this church has this e-mail.',
    'error.GROUP_MEMBER_NOT_FOUND': 'This person is not a member of this group.',
    'error.GROUP_MOVE_SAME': 'Choose another group.',
    'error.MEETING_EDIT_CLOSED': 'This meeting was recorded more than 30 days ago: only the church staff can change it.',
  },
  es: {
    'error.GROUP_NOT_FOUND': 'Célula no encontrada.',
    'error.GROUP_ALREADY_MEMBER': 'Ya participas en esta célula.',
    'error.GROUP_REQUEST_PENDING': 'Ya tienes una solicitud pendiente para esta célula.',
    'error.GROUP_REQUEST_NOT_FOUND': 'Solicitud no encontrada.',
    'error.GROUP_REQUEST_ANSWERED': 'Esta solicitud ya fue respondida.',
    'error.MEETING_NOT_FOUND': 'Reunión no encontrada.',
    'error.STUDY_NOT_FOUND': 'Estudio no encontrado.',
    'error.GROUP_CLOSED': 'Esta célula no está recibiendo solicitudes por ahora.',
    'error.GROUP_FULL': 'Esta célula está completa.',
    'error.GROUP_LEADER_NOT_FOUND': 'Ningún miembro de esta iglesia tiene este correo.',
    'error.GROUP_MEMBER_NOT_FOUND': 'Esta persona no participa en esta célula.',
    'error.GROUP_MOVE_SAME': 'Elige otra célula.',
    'error.MEETING_EDIT_CLOSED': 'Esta reunión se registró hace más de 30 días: solo el equipo de la iglesia puede cambiarla.',
  },
};
