import { describe, expect, it } from 'vitest';
import { decideLeave, saveAction, sameNote, shouldWarnOnUnload } from './leave-rules.ts';

const note = (titulo: string, texto: string) => ({ titulo, texto });

describe('saveAction', () => {
  it('saves a titled note with content that differs from the server', () => {
    expect(saveAction(note('Domingo', 'Salmo 23'), null)).toBe('save');
    expect(saveAction(note('Domingo', 'Salmo 23, v. 4'), note('Domingo', 'Salmo 23'))).toBe('save');
  });

  it('does not save what the server already has (a trailing space in the title is no change)', () => {
    expect(saveAction(note('Domingo ', 'Salmo 23'), note('Domingo', 'Salmo 23'))).toBe('none');
  });

  it('cannot save content without a title', () => {
    expect(saveAction(note('', 'Salmo 23'), null)).toBe('untitled');
    expect(saveAction(note('   ', 'Salmo 23'), note('Domingo', 'Salmo 23'))).toBe('untitled');
  });

  it('does not save a note without content, titled or not', () => {
    expect(saveAction(note('Domingo', ''), null)).toBe('empty');
    expect(saveAction(note('Domingo', ' \n '), note('Domingo', 'x'))).toBe('empty');
    expect(saveAction(note('', ''), null)).toBe('empty');
  });
});

describe('decideLeave', () => {
  it('blocks leaving an untitled note with content', () => {
    expect(decideLeave({ exists: false, values: note('', 'texto'), unsaved: true })).toBe('block');
    expect(decideLeave({ exists: true, values: note(' ', 'texto'), unsaved: true })).toBe('block');
  });

  it('deletes an existing note left without content', () => {
    expect(decideLeave({ exists: true, values: note('Domingo', ''), unsaved: true })).toBe('delete');
    expect(decideLeave({ exists: true, values: note('', '  '), unsaved: false })).toBe('delete');
  });

  it('never creates a new note left without content', () => {
    expect(decideLeave({ exists: false, values: note('Domingo', ''), unsaved: true })).toBe('discard');
    expect(decideLeave({ exists: false, values: note('', ''), unsaved: false })).toBe('discard');
  });

  it('saves pending changes before leaving, and simply leaves when all is saved', () => {
    expect(decideLeave({ exists: true, values: note('Domingo', 'texto'), unsaved: true })).toBe('save');
    expect(decideLeave({ exists: false, values: note('Domingo', 'texto'), unsaved: true })).toBe('save');
    expect(decideLeave({ exists: true, values: note('Domingo', 'texto'), unsaved: false })).toBe('leave');
  });
});

describe('helpers', () => {
  it('compares notes as the server stores them', () => {
    expect(sameNote(note(' a ', 'b'), note('a', 'b'))).toBe(true);
    expect(sameNote(note('a', 'b '), note('a', 'b'))).toBe(false);
  });

  it('warns on tab close only when something would be lost', () => {
    expect(shouldWarnOnUnload('leave')).toBe(false);
    expect(shouldWarnOnUnload('discard')).toBe(false);
    expect(shouldWarnOnUnload('block')).toBe(true);
    expect(shouldWarnOnUnload('save')).toBe(true);
    expect(shouldWarnOnUnload('delete')).toBe(true);
  });
});
