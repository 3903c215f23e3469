import type { TReadingSubscription, TReadingSubscriptionList } from '@congrega/contract/reading-plans';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlansViewer } from '../lib/plans-scope.ts';
import { planKeys } from './plan-keys.ts';

/** The member's lists with one progress replaced (or added), in the list its state belongs to. */
export function withProgress(list: TReadingSubscriptionList, sub: TReadingSubscription): TReadingSubscriptionList {
  const place = (l: TReadingSubscription[], done: boolean) => {
    if (sub.concluido !== done) return l.filter((s) => s.uuid !== sub.uuid);
    return l.some((s) => s.uuid === sub.uuid) ? l.map((s) => (s.uuid === sub.uuid ? sub : s)) : [...l, sub];
  };
  return { emAndamento: place(list.emAndamento, false), concluidos: place(list.concluidos, true) };
}

const isProgress = (answer: unknown): answer is TReadingSubscription => !!answer && typeof answer === 'object' && 'diasLidos' in answer;

/**
 * A change of the member's progress: the answer (the new progress) goes into the member's lists at once, so the
 * screen never shows the old state in between; then the lists are read again.
 */
export function useProgressMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  const who = usePlansViewer();
  return useMutation({
    mutationFn,
    onSuccess: (answer) => {
      if (isProgress(answer)) client.setQueryData<TReadingSubscriptionList>(planKeys.mine(who), (old) => old && withProgress(old, answer));
      return client.invalidateQueries({ queryKey: planKeys.mine(who) });
    },
  });
}
