import path from 'node:path';

/** Where uploaded files live (DATA_DIR/uploads); features write here and link to /media/uploads/<name>. */
export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}
