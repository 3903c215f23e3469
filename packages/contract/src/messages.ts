import type { TErrorCode } from './errors.ts';
import type { TLocale } from './locale.ts';
import { FALLBACK_LOCALE } from './locale.ts';
import { EVENT_MESSAGES } from './events-errors.ts';
import { ACCOUNT_DATA_MESSAGES } from './account-data-errors.ts';
import { GIVING_ACCOUNT_MESSAGES } from './giving-account-errors.ts';
import { GROUPS_MESSAGES } from './groups-errors.ts';
import { PLAY_MESSAGES } from './play-errors.ts';
import { WORSHIP_MESSAGES } from './worship-errors.ts';
import { CONTENT_MESSAGES } from './content-errors.ts';
import { LIVE_MESSAGES } from './live-errors.ts';
import { PAYMENT_MESSAGES } from './payments/messages.ts';
import { ADMIN_MESSAGES } from './admin/errors.ts';
import { FINANCE_MESSAGES } from './admin/finance-errors.ts';
import { OFFERING_MESSAGES } from './admin/offerings-errors.ts';
import { EVENT_REGISTRATION_MESSAGES } from './admin/event-registrations-errors.ts';
import { ADMIN_EVENT_MESSAGES } from './admin/events-errors.ts';
import { ADMIN_CONTENT_MESSAGES } from './admin/content-errors.ts';
import { CONTENT_KINDS_MESSAGES } from './admin/content-kinds-errors.ts';
import { PRAYER_MESSAGES } from './admin/prayer-errors.ts';
import { RECEIPT_MESSAGES } from './admin/receipts-errors.ts';
import { MEDIA_MESSAGES } from './admin/media-errors.ts';
import { MEDIA_CAPTION_MESSAGES } from './admin/media-captions-errors.ts';
import { ADMIN_PLAY_MESSAGES } from './admin/play-errors.ts';
import { SETTINGS_MESSAGES } from './admin/settings-errors.ts';
import { CONTENT_AUTHORING_MESSAGES } from './admin/content-authoring-errors.ts';
import { CONTENT_MEDIA_MESSAGES } from './admin/content-media-errors.ts';
import { NOTIFICATION_MESSAGES } from './admin/notifications-errors.ts';
import { LIVE_SERVICE_MESSAGES } from './admin/live-errors.ts';

/**
 * Messages shared by server and browser: validation messages (keys `validation.*`, used as zod issue
 * messages by the schemas) and API error messages (keys `error.<CODE>`). The web app loads this catalogue
 * as its `contract` i18n namespace; the server translates error bodies with `translate()`.
 * Placeholders are written {{name}} (the web app's i18n syntax, i18next's).
 */
type Catalogue = Record<`validation.${string}` | `error.${TErrorCode}`, string>;

const ptBR = {
  'validation.required': 'Esse campo é obrigatório.',
  'validation.invalid': 'O campo não é válido.',
  'validation.invalidCharacters': 'O texto contém caracteres inválidos.',
  'validation.email': 'Informe um e-mail válido.',
  'validation.password':
    'A senha precisa ter no mínimo 8 caracteres, com letra minúscula, letra maiúscula, número e um dos caracteres especiais @ $ ! % * ? & # / . (somente letras, números e esses caracteres).',
  'validation.confirmPassword': 'As senhas precisam ser iguais',
  'validation.cpf': 'CPF inválido.',
  'validation.phone': 'Telefone inválido. Use o formato +55 DDD 9XXXX-YYYY.',
  'validation.cep': 'CEP Inválido',
  'validation.birthdate': 'Data de nascimento inválida',
  'validation.dateFormat': 'Formato de data inválido',
  'validation.maxLength': 'Use no máximo {{max}} caracteres.',
  'validation.minValue': 'O valor mínimo é {{min}}.',
  'validation.maxValue': 'O valor máximo é {{max}}.',
  'validation.integer': 'Informe um número inteiro.',
  'validation.noteTitle': 'É necessário um título para salvar a anotação.',
  'validation.chatName': 'Informe um nome para entrar no chat.',
  'validation.unexpectedField': 'Campo não esperado.',
  'error.VALIDATION_FAILED': 'Alguns dados não são válidos. Verifique os campos.',
  'error.BAD_REQUEST': 'Requisição inválida.',
  'error.NOT_FOUND': 'Não encontrado.',
  'error.CHURCH_NOT_FOUND': 'Igreja não encontrada para este endereço.',
  'error.CHURCH_INACTIVE': 'Esta igreja não está ativa.',
  'error.UNAUTHENTICATED': 'É necessário realizar o login para completar essa ação.',
  'error.TOKEN_EXPIRED': 'Sua sessão expirou. Entre novamente.',
  'error.FORBIDDEN': 'Você não tem permissão para acessar este recurso.',
  'error.INVALID_CREDENTIALS': 'Nome de usuário ou senha inválidos.',
  'error.ACCOUNT_INACTIVE': 'Sua conta ainda não está ativa. Enviamos um e-mail de ativação.',
  'error.ACCOUNT_NOT_FOUND': 'Conta não encontrada.',
  'error.CLIENT_ACCOUNT_NOT_FOUND': 'Você ainda não tem cadastro nesta igreja.',
  'error.EMAIL_NOT_FOUND': 'E-mail não encontrado.',
  'error.EMAIL_IN_USE': 'Este e-mail já está cadastrado.',
  'error.CPF_IN_USE': 'Não foi possível usar este CPF. Se ele é seu, fale com a secretaria da igreja.',
  'error.WRONG_CURRENT_PASSWORD': 'A senha atual está incorreta.',
  'error.REFRESH_TOKEN_INVALID': 'Sua sessão não é mais válida. Entre novamente.',
  'error.RESET_TOKEN_INVALID': 'Este link de redefinição de senha é inválido ou expirou.',
  'error.EXCHANGE_CODE_INVALID': 'Este link de troca de igreja é inválido ou expirou. Tente novamente.',
  'error.EMAIL_SEND_FAILED': 'Não foi possível enviar o e-mail. Tente novamente.',
  'error.ACTIVATION_TOKEN_INVALID': 'Este link de ativação é inválido ou expirou. Peça um novo.',
  'error.UNSUBSCRIBE_LINK_INVALID': 'Este link de descadastro é inválido. Desative os avisos por e-mail no seu perfil.',
  'error.ACTIVATION_EMAIL_FAILED': 'Não foi possível enviar o e-mail de ativação. Tente novamente.',
  'error.TOO_MANY_REQUESTS': 'Muitas tentativas. Aguarde {{seconds}} segundos e tente novamente.',
  'error.LOGIN_LOCKED':
    'Muitas tentativas de entrar nesta conta. Entre por um aparelho onde você já entrou, redefina sua senha ou tente de novo em {{minutes}} minutos.',
  'error.FILE_TOO_LARGE': 'O arquivo é grande demais (máximo {{maxMb}} MB).',
  'error.FILE_TYPE_NOT_ALLOWED': 'Tipo de arquivo não permitido. Envie uma imagem JPEG, PNG ou WebP.',
  'error.FILE_INVALID': 'Não foi possível ler o arquivo enviado.',
  'error.MODULE_DISABLED': 'Este recurso não está disponível nesta igreja.',
  'error.PRAYER_NOT_FOUND': 'Pedido de oração não encontrado.',
  'error.NOTE_NOT_FOUND': 'Anotação não encontrada.',
  'error.NOTE_CONFLICT': 'Esta anotação foi alterada em outro lugar. Recarregue para ver a versão mais recente.',
  'error.INTERNAL_ERROR': 'Ocorreu um erro inesperado. Tente novamente.',
  ...PAYMENT_MESSAGES['pt-BR'],
  ...GIVING_ACCOUNT_MESSAGES['pt-BR'],
  ...EVENT_MESSAGES['pt-BR'],
  ...GROUPS_MESSAGES['pt-BR'],
  ...PLAY_MESSAGES['pt-BR'],
  ...WORSHIP_MESSAGES['pt-BR'],
  ...CONTENT_MESSAGES['pt-BR'],
  ...LIVE_MESSAGES['pt-BR'],
  ...ADMIN_MESSAGES['pt-BR'],
  ...FINANCE_MESSAGES['pt-BR'],
  ...OFFERING_MESSAGES['pt-BR'],
  ...EVENT_REGISTRATION_MESSAGES['pt-BR'],
  ...ADMIN_EVENT_MESSAGES['pt-BR'],
  ...CONTENT_AUTHORING_MESSAGES['pt-BR'],
  ...CONTENT_MEDIA_MESSAGES['pt-BR'],
  ...ADMIN_CONTENT_MESSAGES['pt-BR'],
  ...CONTENT_KINDS_MESSAGES['pt-BR'],
  ...PRAYER_MESSAGES['pt-BR'],
  ...RECEIPT_MESSAGES['pt-BR'],
  ...MEDIA_MESSAGES['pt-BR'],
  ...MEDIA_CAPTION_MESSAGES['pt-BR'],
  ...ADMIN_PLAY_MESSAGES['pt-BR'],
  ...SETTINGS_MESSAGES['pt-BR'],
  ...NOTIFICATION_MESSAGES['pt-BR'],
  ...LIVE_SERVICE_MESSAGES['pt-BR'],
  ...ACCOUNT_DATA_MESSAGES['pt-BR'],
} satisfies Catalogue;

export type TMessageKey = keyof typeof ptBR;

const en: Record<TMessageKey, string> = {
  'validation.required': 'This field is required.',
  'validation.invalid': 'The field is not valid.',
  'validation.invalidCharacters': 'The text contains characters that are not allowed.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.password':
    'The password needs at least 8 characters, with a lowercase letter, an uppercase letter, a digit and one of the specials @ $ ! % * ? & # / . (only letters, digits and those specials).',
  'validation.confirmPassword': 'Passwords must be the same',
  'validation.cpf': 'Invalid CPF number.',
  'validation.phone': 'Invalid phone number. Use the format +55 DDD 9XXXX-YYYY.',
  'validation.cep': 'Invalid zipcode',
  'validation.birthdate': 'Invalid date of birth',
  'validation.dateFormat': 'Invalid date format',
  'validation.maxLength': 'Use at most {{max}} characters.',
  'validation.minValue': 'The minimum value is {{min}}.',
  'validation.maxValue': 'The maximum value is {{max}}.',
  'validation.integer': 'Enter a whole number.',
  'validation.noteTitle': 'A title is needed to save the note.',
  'validation.chatName': 'Enter a name to join the chat.',
  'validation.unexpectedField': 'Unexpected field.',
  'error.VALIDATION_FAILED': 'Some data is not valid. Please check the fields.',
  'error.BAD_REQUEST': 'Invalid request.',
  'error.NOT_FOUND': 'Not found.',
  'error.CHURCH_NOT_FOUND': 'No church found for this address.',
  'error.CHURCH_INACTIVE': 'This church is not active.',
  'error.UNAUTHENTICATED': 'You need to log in to complete this action.',
  'error.TOKEN_EXPIRED': 'Your session has expired. Please log in again.',
  'error.FORBIDDEN': 'You are not allowed to access this resource.',
  'error.INVALID_CREDENTIALS': 'Username or password is invalid.',
  'error.ACCOUNT_INACTIVE': 'Your account is not active yet. We sent you an activation e-mail.',
  'error.ACCOUNT_NOT_FOUND': 'Account not found.',
  'error.CLIENT_ACCOUNT_NOT_FOUND': 'You are not registered at this church yet.',
  'error.EMAIL_NOT_FOUND': 'E-mail not found.',
  'error.EMAIL_IN_USE': 'This e-mail is already registered.',
  'error.CPF_IN_USE': 'This CPF cannot be used. If it is yours, please contact the church office.',
  'error.WRONG_CURRENT_PASSWORD': 'The current password is wrong.',
  'error.REFRESH_TOKEN_INVALID': 'Your session is no longer valid. Please log in again.',
  'error.RESET_TOKEN_INVALID': 'This password reset link is invalid or has expired.',
  'error.EXCHANGE_CODE_INVALID': 'This church switch link is invalid or has expired. Please try again.',
  'error.EMAIL_SEND_FAILED': 'The e-mail could not be sent. Please try again.',
  'error.ACTIVATION_TOKEN_INVALID': 'This activation link is invalid or has expired. Ask for a new one.',
  'error.UNSUBSCRIBE_LINK_INVALID': 'This unsubscribe link is invalid. Turn notice e-mails off in your profile.',
  'error.ACTIVATION_EMAIL_FAILED': 'The activation e-mail could not be sent. Please try again.',
  'error.TOO_MANY_REQUESTS': 'Too many attempts. Wait {{seconds}} seconds and try again.',
  'error.LOGIN_LOCKED':
    'Too many attempts to log in to this account. Log in from a device you used before, reset your password or try again in {{minutes}} minutes.',
  'error.FILE_TOO_LARGE': 'The file is too large (at most {{maxMb}} MB).',
  'error.FILE_TYPE_NOT_ALLOWED': 'File type not allowed. Send a JPEG, PNG or WebP image.',
  'error.FILE_INVALID': 'The uploaded file could not be read.',
  'error.MODULE_DISABLED': 'This feature is not available at this church.',
  'error.PRAYER_NOT_FOUND': 'Prayer request not found.',
  'error.NOTE_NOT_FOUND': 'Note not found.',
  'error.NOTE_CONFLICT': 'This note was changed elsewhere. Reload to see the latest version.',
  'error.INTERNAL_ERROR': 'Something unexpected went wrong. Please try again.',
  ...PAYMENT_MESSAGES.en,
  ...GIVING_ACCOUNT_MESSAGES.en,
  ...EVENT_MESSAGES.en,
  ...GROUPS_MESSAGES.en,
  ...PLAY_MESSAGES.en,
  ...WORSHIP_MESSAGES.en,
  ...CONTENT_MESSAGES.en,
  ...LIVE_MESSAGES.en,
  ...ADMIN_MESSAGES.en,
  ...FINANCE_MESSAGES.en,
  ...OFFERING_MESSAGES.en,
  ...EVENT_REGISTRATION_MESSAGES.en,
  ...ADMIN_EVENT_MESSAGES.en,
  ...CONTENT_AUTHORING_MESSAGES.en,
  ...CONTENT_MEDIA_MESSAGES.en,
  ...ADMIN_CONTENT_MESSAGES.en,
  ...CONTENT_KINDS_MESSAGES.en,
  ...PRAYER_MESSAGES.en,
  ...RECEIPT_MESSAGES.en,
  ...MEDIA_MESSAGES.en,
  ...MEDIA_CAPTION_MESSAGES.en,
  ...ADMIN_PLAY_MESSAGES.en,
  ...SETTINGS_MESSAGES.en,
  ...NOTIFICATION_MESSAGES.en,
  ...LIVE_SERVICE_MESSAGES.en,
  ...ACCOUNT_DATA_MESSAGES.en,
};

const es: Record<TMessageKey, string> = {
  'validation.required': 'Este campo es obligatorio.',
  'validation.invalid': 'El campo no es válido.',
  'validation.invalidCharacters': 'El texto contiene caracteres no permitidos.',
  'validation.email': 'Ingresa un correo electrónico válido.',
  'validation.password':
    'La contraseña necesita al menos 8 caracteres, con una minúscula, una mayúscula, un número y uno de los caracteres especiales @ $ ! % * ? & # / . (solo letras, números y esos caracteres).',
  'validation.confirmPassword': 'Las contraseñas deben ser iguales',
  'validation.cpf': 'Número de CPF inválido.',
  'validation.phone': 'Teléfono inválido. Usa el formato +55 DDD 9XXXX-YYYY.',
  'validation.cep': 'Código postal inválido',
  'validation.birthdate': 'Fecha de nacimiento inválida',
  'validation.dateFormat': 'Formato de fecha inválido',
  'validation.maxLength': 'Usa como máximo {{max}} caracteres.',
  'validation.minValue': 'El valor mínimo es {{min}}.',
  'validation.maxValue': 'El valor máximo es {{max}}.',
  'validation.integer': 'Ingresa un número entero.',
  'validation.noteTitle': 'Se necesita un título para guardar la nota.',
  'validation.chatName': 'Ingresa un nombre para entrar al chat.',
  'validation.unexpectedField': 'Campo no esperado.',
  'error.VALIDATION_FAILED': 'Algunos datos no son válidos. Revisa los campos.',
  'error.BAD_REQUEST': 'Solicitud inválida.',
  'error.NOT_FOUND': 'No encontrado.',
  'error.CHURCH_NOT_FOUND': 'No se encontró ninguna iglesia para esta dirección.',
  'error.CHURCH_INACTIVE': 'Esta iglesia no está activa.',
  'error.UNAUTHENTICATED': 'Es necesario iniciar sesión para completar esta acción.',
  'error.TOKEN_EXPIRED': 'Tu sesión expiró. Inicia sesión nuevamente.',
  'error.FORBIDDEN': 'No tienes permiso para acceder a este recurso.',
  'error.INVALID_CREDENTIALS': 'Nombre de usuario o contraseña inválidos.',
  'error.ACCOUNT_INACTIVE': 'Tu cuenta aún no está activa. Te enviamos un correo de activación.',
  'error.ACCOUNT_NOT_FOUND': 'Cuenta no encontrada.',
  'error.CLIENT_ACCOUNT_NOT_FOUND': 'Aún no estás registrado en esta iglesia.',
  'error.EMAIL_NOT_FOUND': 'Correo electrónico no encontrado.',
  'error.EMAIL_IN_USE': 'Este correo electrónico ya está registrado.',
  'error.CPF_IN_USE': 'No se puede usar este CPF. Si es tuyo, comunícate con la secretaría de la iglesia.',
  'error.WRONG_CURRENT_PASSWORD': 'La contraseña actual es incorrecta.',
  'error.REFRESH_TOKEN_INVALID': 'Tu sesión ya no es válida. Inicia sesión nuevamente.',
  'error.RESET_TOKEN_INVALID': 'Este enlace para restablecer la contraseña es inválido o expiró.',
  'error.EXCHANGE_CODE_INVALID': 'Este enlace para cambiar de iglesia es inválido o expiró. Inténtalo de nuevo.',
  'error.EMAIL_SEND_FAILED': 'No fue posible enviar el correo. Inténtalo de nuevo.',
  'error.ACTIVATION_TOKEN_INVALID': 'Este enlace de activación es inválido o expiró. Solicita uno nuevo.',
  'error.UNSUBSCRIBE_LINK_INVALID': 'Este enlace para darse de baja es inválido. Desactiva los avisos por correo en tu perfil.',
  'error.ACTIVATION_EMAIL_FAILED': 'No fue posible enviar el correo de activación. Inténtalo de nuevo.',
  'error.TOO_MANY_REQUESTS': 'Demasiados intentos. Espera {{seconds}} segundos e inténtalo de nuevo.',
  'error.LOGIN_LOCKED':
    'Demasiados intentos de entrar en esta cuenta. Entra desde un dispositivo que ya usaste, restablece tu contraseña o inténtalo de nuevo en {{minutes}} minutos.',
  'error.FILE_TOO_LARGE': 'El archivo es demasiado grande (máximo {{maxMb}} MB).',
  'error.FILE_TYPE_NOT_ALLOWED': 'Tipo de archivo no permitido. Envía una imagen JPEG, PNG o WebP.',
  'error.FILE_INVALID': 'No fue posible leer el archivo enviado.',
  'error.MODULE_DISABLED': 'Esta función no está disponible en esta iglesia.',
  'error.PRAYER_NOT_FOUND': 'Pedido de oración no encontrado.',
  'error.NOTE_NOT_FOUND': 'Nota no encontrada.',
  'error.NOTE_CONFLICT': 'Esta nota fue modificada en otro lugar. Recarga para ver la versión más reciente.',
  'error.INTERNAL_ERROR': 'Ocurrió un error inesperado. Inténtalo de nuevo.',
  ...PAYMENT_MESSAGES.es,
  ...GIVING_ACCOUNT_MESSAGES.es,
  ...EVENT_MESSAGES.es,
  ...GROUPS_MESSAGES.es,
  ...PLAY_MESSAGES.es,
  ...WORSHIP_MESSAGES.es,
  ...CONTENT_MESSAGES.es,
  ...LIVE_MESSAGES.es,
  ...ADMIN_MESSAGES.es,
  ...FINANCE_MESSAGES.es,
  ...OFFERING_MESSAGES.es,
  ...EVENT_REGISTRATION_MESSAGES.es,
  ...ADMIN_EVENT_MESSAGES.es,
  ...CONTENT_AUTHORING_MESSAGES.es,
  ...CONTENT_MEDIA_MESSAGES.es,
  ...ADMIN_CONTENT_MESSAGES.es,
  ...CONTENT_KINDS_MESSAGES.es,
  ...PRAYER_MESSAGES.es,
  ...RECEIPT_MESSAGES.es,
  ...MEDIA_MESSAGES.es,
  ...MEDIA_CAPTION_MESSAGES.es,
  ...ADMIN_PLAY_MESSAGES.es,
  ...SETTINGS_MESSAGES.es,
  ...NOTIFICATION_MESSAGES.es,
  ...LIVE_SERVICE_MESSAGES.es,
  ...ACCOUNT_DATA_MESSAGES.es,
};

export const MESSAGES: Record<TLocale, Record<TMessageKey, string>> = { 'pt-BR': ptBR, en, es };

/** Translates a message key; unknown keys fall back to the generic invalid-field message. */
export function translate(locale: TLocale, key: string, params: Record<string, string | number> = {}): string {
  const catalogue = MESSAGES[locale] ?? MESSAGES[FALLBACK_LOCALE];
  const template =
    (catalogue as Record<string, string>)[key] ??
    (MESSAGES[FALLBACK_LOCALE] as Record<string, string>)[key] ??
    catalogue['validation.invalid'];
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
