import type { TLocale } from '../locale.ts';

/** Validation messages of scheduling live services (admin/live.ts), merged into the catalogue (messages.ts). */
type Key = 'validation.time' | 'validation.liveSource';

export const LIVE_SERVICE_MESSAGES: Record<TLocale, Record<Key, string>> = {
  'pt-BR': {
    'validation.time': 'Informe o horário como HH:MM (por exemplo 19:30).',
    'validation.liveSource': 'Cole o endereço de um vídeo do YouTube ou do Vimeo, ou um endereço https de HLS (.m3u8) ou MP4.',
  },
  en: {
    'validation.time': 'Enter the time as HH:MM (for example 19:30).',
    'validation.liveSource': 'Paste a YouTube or Vimeo video address, or an https address of an HLS (.m3u8) or MP4 stream.',
  },
  es: {
    'validation.time': 'Escribe la hora como HH:MM (por ejemplo 19:30).',
    'validation.liveSource': 'Pega la dirección de un video de YouTube o Vimeo, o una dirección https de HLS (.m3u8) o MP4.',
  },
};
