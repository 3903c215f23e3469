import { MEDIA_CHUNK_BYTES, type TAdminMedia, type TMediaKind } from '@congrega/contract/admin/media';
import { adminMediaChunk, adminMediaCreate, adminMediaGet } from '@congrega/contract/endpoints/admin-media';
import { ApiError } from '../../../lib/api-client.ts';
import { apiCall, apiSendBytes } from '../../../lib/api-call.ts';

/**
 * One resumable upload (contract admin/media.ts): the file goes in MEDIA_CHUNK_BYTES chunks, each with the SHA-256
 * of its bytes, from the offset the server says it has. Pausing aborts the chunk under way; resuming (or a retry
 * after a dropped connection) asks the server where it stopped and goes on from there, so a chunk cut short is
 * never kept. A chunk refused for its offset (another tab, a lost answer) is the same: read the offset again.
 */
export type UploadPhase = 'sending' | 'paused' | 'interrupted' | 'done' | 'failed';
export interface UploadState {
  phase: UploadPhase;
  sent: number;
  total: number;
  media?: TAdminMedia;
  error?: unknown;
}

/** The kind an upload is declared as: an audio file by its type or name (the server checks the content anyway). */
export function mediaKindOf(file: File): TMediaKind {
  return file.type.startsWith('audio/') || /\.(wav|mp3|m4a)$/i.test(file.name) ? 'audio' : 'video';
}

async function sha256Hex(blob: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await blob.arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export class ChunkedUpload {
  private abort: AbortController | undefined;
  private id: number | undefined;
  state: UploadState;

  constructor(
    private readonly church: string,
    private readonly file: File,
    private readonly onChange: (state: UploadState) => void,
  ) {
    this.state = { phase: 'paused', sent: 0, total: file.size };
  }

  private set(next: Partial<UploadState>) {
    this.state = { ...this.state, ...next };
    this.onChange(this.state);
  }

  /** Starts, or resumes from where the server stopped. */
  async run(): Promise<void> {
    if (this.state.phase === 'sending' || this.state.phase === 'done') return;
    const abort = new AbortController();
    this.abort = abort;
    this.set({ phase: 'sending', error: undefined });
    const params = () => ({ church: this.church, id: this.id! });
    try {
      let media =
        this.id === undefined
          ? await apiCall(
              adminMediaCreate,
              { params: { church: this.church }, body: { nome: this.file.name, tamanho: this.file.size, tipo: mediaKindOf(this.file) } },
              { signal: abort.signal, navigateOnNetworkError: false },
            )
          : await apiCall(adminMediaGet, { params: params() }, { signal: abort.signal, navigateOnNetworkError: false });
      this.id = media.id;
      while (media.situacao === 'enviando') {
        this.set({ sent: media.recebidos, media });
        const chunk = this.file.slice(media.recebidos, media.recebidos + MEDIA_CHUNK_BYTES);
        try {
          media = await apiSendBytes(
            adminMediaChunk,
            { params: params(), query: { offset: media.recebidos, sha256: await sha256Hex(chunk) } },
            chunk,
            { signal: abort.signal, navigateOnNetworkError: false },
          );
        } catch (error) {
          if (!(error instanceof ApiError && (error.code === 'MEDIA_CHUNK_OFFSET' || error.code === 'MEDIA_CHUNK_CHECKSUM'))) throw error;
          media = await apiCall(adminMediaGet, { params: params() }, { signal: abort.signal, navigateOnNetworkError: false });
        }
      }
      this.set({ phase: 'done', sent: media.recebidos, media });
    } catch (error) {
      if (abort.signal.aborted) return this.set({ phase: 'paused' });
      const refused = error instanceof ApiError;
      this.set({ phase: refused ? 'failed' : 'interrupted', error });
    }
  }

  pause(): void {
    this.abort?.abort();
  }
}
