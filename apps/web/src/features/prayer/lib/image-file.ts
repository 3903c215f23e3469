import { PRAYER_IMAGE_MAX_MB } from '@congrega/contract/prayer';

/** What the server accepts (it re-encodes to WebP); checked here first to spare a slow upload. */
export const PRAYER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PRAYER_IMAGE_MAX_BYTES = PRAYER_IMAGE_MAX_MB * 1024 * 1024;

export type ImageFileProblem = 'type' | 'size';

/** Why the chosen file cannot be sent, or null when it can. The server checks the real bytes again. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileProblem | null {
  if (!(PRAYER_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > PRAYER_IMAGE_MAX_BYTES) return 'size';
  return null;
}
