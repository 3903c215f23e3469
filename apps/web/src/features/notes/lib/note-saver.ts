import type { TNote } from '@congrega/contract/notes';
import { ApiError } from '../../../lib/api-client.ts';
import { clearDraft, writeDraft } from './draft-store.ts';
import { decideLeave, normalize, sameNote, saveAction, type LeaveDecision, type NoteValues } from './leave-rules.ts';
import { isRetryable, retryDelay } from './retry-policy.ts';

/** What the editor tells the user (in an aria-live region) about saving. */
export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'retrying' }
  | { kind: 'untitled' }
  | { kind: 'empty' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; message: string };

export type LeaveOutcome = { kind: 'proceed' } | { kind: 'untitled' } | { kind: 'deleteFailed'; error: unknown };

export interface NoteSaverDeps {
  owner: number;
  /** The server's copy the editor opened; null for a new note. */
  note: TNote | null;
  /** What the editor shows first: a restored draft or the server's copy. */
  initial: NoteValues;
  create(values: NoteValues): Promise<TNote>;
  update(id: number, values: NoteValues, baseVersion: string | undefined): Promise<TNote>;
  remove(id: number): Promise<void>;
  onSaved(note: TNote, created: boolean): void;
  onDeleted(id: number): void;
  debounceMs?: number;
  retryDelayMs?: (attempt: number) => number;
  /** Leaving waits this long for pending changes; past it the draft stays stored and is saved next time. */
  leaveWaitMs?: number;
}

export const AUTOSAVE_DEBOUNCE_MS = 1000;
const LEAVE_WAIT_MS = 5000;

/**
 * Autosave of one note, outside React so its rules can be tested on their own: debounced saves while
 * typing, one request at a time, a draft in sessionStorage until the server confirms, retries with
 * backoff, optimistic-concurrency conflicts surfaced instead of overwritten, and the leave rules.
 */
export class NoteSaver {
  private noteId: number | null;
  private version: string | undefined;
  private confirmed: NoteValues | null;
  private values: NoteValues;
  private status: SaveStatus;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private inFlight: Promise<void> | null = null;
  private attempt = 0;
  private overwrite = false;
  private active = false;
  private leaving: Promise<LeaveOutcome> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: NoteSaverDeps) {
    this.noteId = deps.note?.id ?? null;
    this.version = deps.note?.dataUltimaAlteracao;
    this.confirmed = deps.note ? { titulo: deps.note.titulo, texto: deps.note.texto } : null;
    this.values = deps.initial;
    this.status = this.restingStatus();
  }

  get id(): number | null {
    return this.noteId;
  }

  /** The current status; the same object until it changes (a useSyncExternalStore snapshot). */
  readonly getStatus = (): SaveStatus => this.status;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts (or resumes, after React's development remount) saving; a restored draft is sent at once. */
  start(): void {
    this.active = true;
    if (saveAction(this.values, this.confirmed) === 'save' && this.status.kind !== 'conflict') {
      this.setStatus({ kind: 'pending' });
      this.schedule(0);
    }
  }

  stop(): void {
    this.active = false;
    clearTimeout(this.timer);
  }

  /** The editor's values changed: keep them as a draft and save after a pause in typing. */
  change(values: NoteValues): void {
    this.values = values;
    this.leaving = null;
    this.storeDraft();
    // A conflict waits for the user's choice; a retry already scheduled will send the latest text.
    if (this.status.kind === 'conflict' || this.status.kind === 'retrying') return;
    if (saveAction(values, this.confirmed) === 'save') {
      this.setStatus({ kind: 'pending' });
      this.schedule(this.deps.debounceMs ?? AUTOSAVE_DEBOUNCE_MS);
    } else {
      clearTimeout(this.timer);
      if (!this.inFlight) this.setStatus(this.restingStatus());
    }
  }

  /** Saves now whatever is pending; resolves true when the server has the current text. */
  async flush(): Promise<boolean> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    clearTimeout(this.timer);
    if (saveAction(this.values, this.confirmed) === 'save' && this.status.kind !== 'conflict') await this.save();
    return !this.hasUnsaved();
  }

  /** "Try now" while retrying, and when the browser comes back online. */
  retryNow(): void {
    if (this.status.kind === 'retrying' || this.status.kind === 'failed') void this.flushNow();
  }

  /** Conflict resolved in favour of this editor's text: save it over the other version. */
  keepMine(): void {
    this.overwrite = true;
    void this.flushNow();
  }

  hasUnsaved(): boolean {
    return this.inFlight !== null || saveAction(this.values, this.confirmed) === 'save';
  }

  leaveDecision(): LeaveDecision {
    return decideLeave({ exists: this.noteId !== null, values: this.values, unsaved: this.hasUnsaved() });
  }

  /** Applies the leave rules once (repeated calls share the outcome until the user edits or stays). */
  leave(): Promise<LeaveOutcome> {
    this.leaving ??= this.performLeave();
    return this.leaving;
  }

  /** The user chose to stay after a blocked leave. */
  stay(): void {
    this.leaving = null;
  }

  /** Leaving an untitled note anyway: what was typed since the last save is dropped. */
  discard(): void {
    this.stop();
    clearDraft(this.deps.owner, this.noteId ?? 'new');
  }

  private async performLeave(): Promise<LeaveOutcome> {
    const decision = this.leaveDecision();
    if (decision === 'block') return { kind: 'untitled' };
    if (decision === 'discard') {
      this.discard();
      return { kind: 'proceed' };
    }
    if (decision === 'delete') return this.deleteOnLeave();
    if (decision === 'save') {
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<boolean>(
        (resolve) => (timeout = setTimeout(() => resolve(false), this.deps.leaveWaitMs ?? LEAVE_WAIT_MS)),
      );
      await Promise.race([this.flush(), waited]);
      clearTimeout(timeout);
    }
    this.stop();
    return { kind: 'proceed' };
  }

  private async deleteOnLeave(): Promise<LeaveOutcome> {
    const id = this.noteId as number;
    this.stop();
    if (this.inFlight) await this.inFlight;
    try {
      await this.deps.remove(id);
    } catch (error) {
      // Already gone (deleted in another tab) is what leaving wanted anyway.
      if (!(error instanceof ApiError && error.status === 404)) {
        this.leaving = null;
        this.active = true;
        return { kind: 'deleteFailed', error };
      }
    }
    clearDraft(this.deps.owner, id);
    this.deps.onDeleted(id);
    return { kind: 'proceed' };
  }

  private async flushNow(): Promise<void> {
    clearTimeout(this.timer);
    if (this.inFlight) await this.inFlight;
    await this.save();
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    if (this.active) this.timer = setTimeout(() => void this.save(), ms);
  }

  private save(): Promise<void> {
    if (this.inFlight) return this.inFlight;
    if (saveAction(this.values, this.confirmed) !== 'save') {
      this.setStatus(this.restingStatus());
      return Promise.resolve();
    }
    const sent = normalize(this.values);
    this.setStatus({ kind: 'saving' });
    this.inFlight = this.send(sent).finally(() => {
      this.inFlight = null;
    });
    return this.inFlight;
  }

  private async send(sent: NoteValues): Promise<void> {
    try {
      const id = this.noteId;
      const note = id === null ? await this.deps.create(sent) : await this.deps.update(id, sent, this.overwrite ? undefined : this.version);
      if (id === null) clearDraft(this.deps.owner, 'new');
      this.noteId = note.id;
      this.version = note.dataUltimaAlteracao;
      this.confirmed = { titulo: note.titulo, texto: note.texto };
      this.attempt = 0;
      this.overwrite = false;
      // Clears the draft, or keeps what was typed during the request under the note's id and new version.
      this.storeDraft();
      this.deps.onSaved(note, id === null);
      if (saveAction(this.values, this.confirmed) === 'save') {
        this.setStatus({ kind: 'pending' });
        this.schedule(this.deps.debounceMs ?? AUTOSAVE_DEBOUNCE_MS);
      } else {
        this.setStatus(this.restingStatus());
      }
    } catch (error) {
      if (isRetryable(error)) {
        this.attempt += 1;
        this.setStatus({ kind: 'retrying' });
        this.schedule((this.deps.retryDelayMs ?? retryDelay)(this.attempt));
      } else if (error instanceof ApiError && error.status === 409) {
        this.setStatus({ kind: 'conflict', message: error.message });
      } else {
        this.setStatus({ kind: 'failed', message: error instanceof ApiError ? error.message : '' });
      }
    }
  }

  private storeDraft(): void {
    const slot = this.noteId ?? 'new';
    const untouched = this.confirmed ? sameNote(this.values, this.confirmed) : !this.values.titulo && !this.values.texto;
    if (untouched) clearDraft(this.deps.owner, slot);
    else writeDraft(this.deps.owner, slot, { ...this.values, baseVersion: this.version });
  }

  private restingStatus(): SaveStatus {
    const action = saveAction(this.values, this.confirmed);
    if (action === 'empty') return this.noteId === null ? { kind: 'idle' } : { kind: 'empty' };
    if (action === 'untitled') return { kind: 'untitled' };
    if (action === 'none' && this.version) return { kind: 'saved', at: this.version };
    return action === 'save' ? { kind: 'pending' } : { kind: 'idle' };
  }

  private setStatus(status: SaveStatus): void {
    // Listeners (React) re-render only on a real change.
    if (JSON.stringify(status) === JSON.stringify(this.status)) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }
}
