import { useCallback, useEffect, useState } from 'react';
import { readPushState, turnPushOff, turnPushOn, type PushState } from './web-push.ts';

/** This browser's push state (null while read) and the moves of the switch, busy while one runs, failed after one failed. */
export function usePushSwitch(churchId: number) {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    readPushState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);
  /** The state after the move, null when it failed. */
  const run = useCallback(
    async (move: (churchId: number) => Promise<PushState>): Promise<PushState | null> => {
      setBusy(true);
      setFailed(false);
      try {
        const next = await move(churchId);
        setState(next);
        return next;
      } catch {
        setFailed(true);
        return null;
      } finally {
        setBusy(false);
      }
    },
    [churchId],
  );
  return { state, busy, failed, turnOn: () => run(turnPushOn), turnOff: () => run(turnPushOff) };
}
