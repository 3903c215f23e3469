/**
 * The note rules of spec sections 4 and 5, as pure functions: "a title is needed to save", "leaving an
 * untitled note blocks saving", "leaving a note without content deletes it".
 */
export interface NoteValues {
  titulo: string;
  texto: string;
}

/** The server trims the title (contract), so a trailing space is not a change worth saving. */
export function normalize(values: NoteValues): NoteValues {
  return { titulo: values.titulo.trim(), texto: values.texto };
}

export function sameNote(a: NoteValues, b: NoteValues): boolean {
  const x = normalize(a);
  const y = normalize(b);
  return x.titulo === y.titulo && x.texto === y.texto;
}

export const hasTitle = (values: NoteValues): boolean => values.titulo.trim().length > 0;
export const hasContent = (values: NoteValues): boolean => values.texto.trim().length > 0;

/**
 * What autosave does with the current values:
 * - 'empty': no content; nothing is saved (leaving will delete or discard the note);
 * - 'untitled': content without a title cannot be saved;
 * - 'none': the server already has exactly this;
 * - 'save': send it.
 */
export type SaveAction = 'empty' | 'untitled' | 'none' | 'save';

export function saveAction(values: NoteValues, confirmed: NoteValues | null): SaveAction {
  if (!hasContent(values)) return 'empty';
  if (!hasTitle(values)) return 'untitled';
  if (confirmed && sameNote(values, confirmed)) return 'none';
  return 'save';
}

/**
 * What leaving the editor does:
 * - 'leave': everything is saved, just go;
 * - 'block': untitled with content: stay, and say a title is needed;
 * - 'discard': a new note without content: go, nothing was ever created;
 * - 'delete': an existing note whose content was removed: delete it, then go;
 * - 'save': unsaved changes: save them, then go.
 */
export type LeaveDecision = 'leave' | 'block' | 'discard' | 'delete' | 'save';

export function decideLeave(input: { exists: boolean; values: NoteValues; unsaved: boolean }): LeaveDecision {
  if (!hasContent(input.values)) return input.exists ? 'delete' : 'discard';
  if (!hasTitle(input.values)) return 'block';
  return input.unsaved ? 'save' : 'leave';
}

/** Whether closing or reloading the tab should ask first (the browser shows its own generic prompt). */
export function shouldWarnOnUnload(decision: LeaveDecision): boolean {
  return decision === 'block' || decision === 'save' || decision === 'delete';
}
