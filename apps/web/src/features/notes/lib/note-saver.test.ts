import type { TNote } from '@congrega/contract/notes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.ts';
import { readDraft } from './draft-store.ts';
import type { NoteValues } from './leave-rules.ts';
import { NoteSaver, type NoteSaverDeps, type SaveStatus } from './note-saver.ts';
import { retryDelay } from './retry-policy.ts';

const OWNER = 7;
let clock = 0;
const stamp = () => new Date(Date.UTC(2025, 0, 5, 10, 0, clock++)).toISOString();
const serverNote = (id: number, values: NoteValues): TNote => ({ id, ...values, dataCadastro: stamp(), dataUltimaAlteracao: stamp() });

function setup(note: TNote | null = null, initial?: NoteValues, overrides: Partial<NoteSaverDeps> = {}) {
  const statuses: SaveStatus[] = [];
  const deps = {
    owner: OWNER,
    note,
    initial: initial ?? (note ? { titulo: note.titulo, texto: note.texto } : { titulo: '', texto: '' }),
    create: vi.fn(async (values: NoteValues) => serverNote(41, values)),
    update: vi.fn(async (id: number, values: NoteValues) => serverNote(id, values)),
    remove: vi.fn(async () => undefined),
    onSaved: vi.fn(),
    onDeleted: vi.fn(),
    debounceMs: 1000,
    ...overrides,
  };
  const saver = new NoteSaver(deps);
  saver.subscribe(() => statuses.push(saver.getStatus()));
  saver.start();
  return { saver, deps, statuses, last: () => statuses.at(-1) };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('autosave', () => {
  it('creates a new note once typing pauses, with the draft kept until the server confirms', async () => {
    const { saver, deps, last } = setup();
    saver.change({ titulo: 'Culto', texto: 'Salmo' });
    saver.change({ titulo: 'Culto', texto: 'Salmo 23' });
    expect(readDraft(OWNER, 'new')).toEqual({ titulo: 'Culto', texto: 'Salmo 23' });
    expect(last()).toEqual({ kind: 'pending' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.create).toHaveBeenCalledTimes(1);
    expect(deps.create).toHaveBeenCalledWith({ titulo: 'Culto', texto: 'Salmo 23' });
    expect(deps.onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 41 }), true);
    expect(saver.id).toBe(41);
    expect(last()?.kind).toBe('saved');
    expect(readDraft(OWNER, 'new')).toBeNull();
    expect(readDraft(OWNER, 41)).toBeNull();
  });

  it('sends the version it edits so another tab is not overwritten, then updates it', async () => {
    const note = serverNote(5, { titulo: 'A', texto: 'x' });
    const saved = serverNote(5, { titulo: 'A', texto: 'xy' });
    const update = vi
      .fn<NoteSaverDeps['update']>()
      .mockResolvedValueOnce(saved)
      .mockImplementation(async (id, values) => serverNote(id, values));
    const { saver } = setup(note, undefined, { update });
    saver.change({ titulo: 'A', texto: 'xy' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(update).toHaveBeenLastCalledWith(5, { titulo: 'A', texto: 'xy' }, note.dataUltimaAlteracao);
    saver.change({ titulo: 'A', texto: 'xyz' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(update).toHaveBeenLastCalledWith(5, { titulo: 'A', texto: 'xyz' }, saved.dataUltimaAlteracao);
  });

  it('keeps one request at a time and sends what was typed meanwhile afterwards', async () => {
    let release!: () => void;
    const update = vi.fn(
      (id: number, values: NoteValues) => new Promise<TNote>((resolve) => (release = () => resolve(serverNote(id, values)))),
    );
    const { saver } = setup(serverNote(5, { titulo: 'A', texto: 'x' }), undefined, { update });
    saver.change({ titulo: 'A', texto: 'x1' });
    await vi.advanceTimersByTimeAsync(1000);
    saver.change({ titulo: 'A', texto: 'x12' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(update).toHaveBeenCalledTimes(1);
    expect(readDraft(OWNER, 5)).toMatchObject({ texto: 'x12' });
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(update).toHaveBeenCalledTimes(2);
    expect(update.mock.calls[1]![1]).toEqual({ titulo: 'A', texto: 'x12' });
  });

  it('does not save an untitled or empty note', async () => {
    const { saver, deps, last } = setup();
    saver.change({ titulo: '', texto: 'sem título' });
    expect(last()).toEqual({ kind: 'untitled' });
    saver.change({ titulo: 'Título', texto: '' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(deps.create).not.toHaveBeenCalled();
    expect(readDraft(OWNER, 'new')).toEqual({ titulo: 'Título', texto: '' });
  });

  it('retries with backoff on a network failure and keeps the draft until it gets through', async () => {
    const update = vi
      .fn<NoteSaverDeps['update']>()
      .mockRejectedValueOnce(new NetworkError())
      .mockRejectedValueOnce(new ApiError(503, {}))
      .mockImplementation(async (id, values) => serverNote(id, values));
    const { saver, last } = setup(serverNote(5, { titulo: 'A', texto: 'x' }), undefined, { update });
    saver.change({ titulo: 'A', texto: 'importante' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ kind: 'retrying' });
    expect(readDraft(OWNER, 5)).toMatchObject({ texto: 'importante' });
    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(retryDelay(2) - 1);
    expect(update).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(3);
    expect(last()?.kind).toBe('saved');
    expect(readDraft(OWNER, 5)).toBeNull();
  });

  it('stops on a conflict and overwrites only when the user keeps their version', async () => {
    const note = serverNote(5, { titulo: 'A', texto: 'x' });
    const update = vi
      .fn<NoteSaverDeps['update']>()
      .mockRejectedValueOnce(new ApiError(409, { code: 'NOTE_CONFLICT', message: 'Alterada em outro lugar.' }))
      .mockImplementation(async (id, values) => serverNote(id, values));
    const { saver, last } = setup(note, undefined, { update });
    saver.change({ titulo: 'A', texto: 'minha' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(last()).toEqual({ kind: 'conflict', message: 'Alterada em outro lugar.' });
    saver.change({ titulo: 'A', texto: 'minha versão' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(update).toHaveBeenCalledTimes(1);
    saver.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(update).toHaveBeenLastCalledWith(5, { titulo: 'A', texto: 'minha versão' }, undefined);
    expect(last()?.kind).toBe('saved');
  });

  it('resumes saving a draft restored after a reload', async () => {
    const note = serverNote(5, { titulo: 'A', texto: 'x' });
    const { deps } = setup(note, { titulo: 'A', texto: 'x + texto não salvo' });
    await vi.advanceTimersByTimeAsync(0);
    expect(deps.update).toHaveBeenCalledWith(5, { titulo: 'A', texto: 'x + texto não salvo' }, note.dataUltimaAlteracao);
  });
});

describe('leaving', () => {
  it('blocks leaving an untitled note until the user stays or discards', async () => {
    const { saver } = setup();
    saver.change({ titulo: '', texto: 'sem título' });
    await expect(saver.leave()).resolves.toEqual({ kind: 'untitled' });
    saver.stay();
    saver.discard();
    expect(readDraft(OWNER, 'new')).toBeNull();
  });

  it('never creates a new note left without content', async () => {
    const { saver, deps } = setup();
    saver.change({ titulo: 'Só o título', texto: '' });
    await expect(saver.leave()).resolves.toEqual({ kind: 'proceed' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.create).not.toHaveBeenCalled();
    expect(readDraft(OWNER, 'new')).toBeNull();
  });

  it('deletes an existing note left without content, once', async () => {
    const { saver, deps } = setup(serverNote(5, { titulo: 'A', texto: 'x' }));
    saver.change({ titulo: 'A', texto: '' });
    const [first, second] = await Promise.all([saver.leave(), saver.leave()]);
    expect(first).toEqual({ kind: 'proceed' });
    expect(second).toEqual({ kind: 'proceed' });
    expect(deps.remove).toHaveBeenCalledTimes(1);
    expect(deps.remove).toHaveBeenCalledWith(5);
    expect(deps.onDeleted).toHaveBeenCalledWith(5);
    expect(deps.update).not.toHaveBeenCalled();
  });

  it('reports a failed deletion so the user can retry', async () => {
    const remove = vi.fn<NoteSaverDeps['remove']>().mockRejectedValueOnce(new ApiError(500, {})).mockResolvedValue(undefined);
    const { saver } = setup(serverNote(5, { titulo: 'A', texto: 'x' }), undefined, { remove });
    saver.change({ titulo: 'A', texto: ' ' });
    await expect(saver.leave()).resolves.toMatchObject({ kind: 'deleteFailed' });
    await expect(saver.leave()).resolves.toEqual({ kind: 'proceed' });
    expect(remove).toHaveBeenCalledTimes(2);
  });

  it('saves pending changes before leaving', async () => {
    const { saver, deps } = setup(serverNote(5, { titulo: 'A', texto: 'x' }));
    saver.change({ titulo: 'A', texto: 'xy' });
    await expect(saver.leave()).resolves.toEqual({ kind: 'proceed' });
    expect(deps.update).toHaveBeenCalledTimes(1);
    expect(readDraft(OWNER, 5)).toBeNull();
  });

  it('leaves on a dead network without losing the text: the draft stays for next time', async () => {
    const update = vi.fn<NoteSaverDeps['update']>().mockRejectedValue(new NetworkError());
    const { saver } = setup(serverNote(5, { titulo: 'A', texto: 'x' }), undefined, { update, leaveWaitMs: 100 });
    saver.change({ titulo: 'A', texto: 'offline' });
    const outcome = saver.leave();
    await vi.advanceTimersByTimeAsync(100);
    await expect(outcome).resolves.toEqual({ kind: 'proceed' });
    expect(readDraft(OWNER, 5)).toMatchObject({ texto: 'offline' });
  });
});
