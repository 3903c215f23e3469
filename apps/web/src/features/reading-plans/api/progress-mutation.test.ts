import type { TReadingSubscription } from '@congrega/contract/reading-plans';
import { describe, expect, it } from 'vitest';
import { withProgress } from './progress-mutation.ts';

const sub = (uuid: string, concluido: boolean, diasLidos: number[] = []) =>
  ({ uuid, concluido, diasLidos }) as unknown as TReadingSubscription;

describe('withProgress', () => {
  it('replaces the progress in place, adds a new one and moves a completed one', () => {
    const list = { emAndamento: [sub('a', false), sub('b', false)], concluidos: [] };
    expect(withProgress(list, sub('a', false, [1])).emAndamento.map((s) => s.diasLidos)).toEqual([[1], []]);
    expect(withProgress(list, sub('c', false)).emAndamento.map((s) => s.uuid)).toEqual(['a', 'b', 'c']);
    const done = withProgress(list, sub('b', true));
    expect(done.emAndamento.map((s) => s.uuid)).toEqual(['a']);
    expect(done.concluidos.map((s) => s.uuid)).toEqual(['b']);
  });
});
