import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import type { LeaveOutcome, NoteSaver } from './note-saver.ts';

export type LeaveProblem = Exclude<LeaveOutcome, { kind: 'proceed' }>;

/** The note's own pages, where leaving the editor is not leaving the note (its new address, its delete page). */
function isOwnPage(pathname: string, noteId: number | null): boolean {
  return noteId !== null && (pathname === `/user/notes/${noteId}` || pathname === `/user/notes/${noteId}/delete`);
}

/**
 * Spec sections 4 and 5 on in-app navigation: leaving an untitled note is blocked (the caller shows why),
 * leaving a note without content deletes it (or never creates it), pending changes are saved first.
 * Closing the tab is covered by useNoteSaver's beforeunload.
 */
export function useLeaveRules(saver: NoteSaver) {
  const [problem, setProblem] = useState<LeaveProblem | null>(null);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      !isOwnPage(nextLocation.pathname, saver.id) &&
      saver.leaveDecision() !== 'leave',
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let live = true;
    // leave() is shared by repeated calls, so React's development double effect deletes or saves only once.
    void saver.leave().then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'proceed') blocker.proceed();
      else setProblem(outcome);
    });
    return () => {
      live = false;
    };
  }, [blocker, saver]);

  return {
    problem,
    /** Stay on the note (blocked or failed leave). */
    stay() {
      saver.stay();
      setProblem(null);
      if (blocker.state === 'blocked') blocker.reset();
    },
    /** Leave the untitled note anyway, dropping what was not saved. */
    leaveWithoutSaving() {
      saver.discard();
      setProblem(null);
      if (blocker.state === 'blocked') blocker.proceed();
    },
    /** Try the deletion again after it failed. */
    retry() {
      setProblem(null);
      void saver.leave().then((outcome) => {
        if (outcome.kind !== 'proceed') setProblem(outcome);
        else if (blocker.state === 'blocked') blocker.proceed();
      });
    },
  };
}
