/**
 * Where the delete screens lead: the request can be deleted from the wall or from "my requests", and
 * cancel / done go back to where the user came from. Carried in the router's location state.
 */
export interface DeleteFlowState {
  /** Cancel goes here (the request's page). */
  back?: string;
  /** After deleting, the success page offers this list first. */
  done?: '/prayer' | '/user/prayer';
}

export function readDeleteFlow(state: unknown, prayerId: string): Required<DeleteFlowState> {
  const s = (state ?? {}) as DeleteFlowState;
  const back = typeof s.back === 'string' && s.back.startsWith('/') && !s.back.startsWith('//') ? s.back : `/prayer/${prayerId}`;
  return { back, done: s.done === '/user/prayer' ? '/user/prayer' : '/prayer' };
}
