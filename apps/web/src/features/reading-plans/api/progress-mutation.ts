import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePlansViewer } from '../lib/plans-scope.ts';
import { planKeys } from './plan-keys.ts';

/** A change of the member's progress: on success the member's lists are read again. */
export function useProgressMutation<V, R>(mutationFn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  const who = usePlansViewer();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: planKeys.mine(who) }) });
}
