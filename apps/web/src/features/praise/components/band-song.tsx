import { BAND_LEADER_ROLES, BAND_QUERY_PARAM, zBandCode } from '@congrega/contract/band';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getBootstrap } from '../../../lib/bootstrap.ts';
import { useSession } from '../../../lib/session.ts';
import type { BandIntent } from '../lib/band-client.ts';
import { clampCapo, readCapo, writeCapo } from '../lib/capo.ts';
import { songQueryKey } from '../api/get-song.ts';
import { useBand } from '../lib/use-band.ts';
import { useFollowLine, useReportLine } from '../lib/use-band-scroll.ts';
import { BandBar } from './band-bar.tsx';
import { PraiseViewer, type BandView } from './praise-view.tsx';

/** A code from the address, or null when it is missing or malformed. */
function codeOf(raw: string | null): string | null {
  const parsed = zBandCode.safeParse(raw?.trim().toUpperCase());
  return parsed.success ? parsed.data : null;
}

/**
 * `/praise/{id}` with band mode (issue 14 item 4). A leader's "Band mode" starts a session and puts its code in
 * the address (`?band=<code>`), which is the link to share; opening such a link joins the session and follows the
 * leader's key and line (a session of another song opens that song); a change staff make to the song meanwhile
 * reloads it. Leaving drops the code from the address.
 */
export function BandSong({ id }: { id: number }) {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const session = useSession();
  const church = getBootstrap().igreja.slug;
  const code = codeOf(search.get(BAND_QUERY_PARAM));
  const canLead = session.status === 'member' && session.roles.some((role) => BAND_LEADER_ROLES.includes(role));
  const [intent, setIntent] = useState<BandIntent | null>(code ? { kind: 'join', code } : null);
  const { connection, state } = useBand(intent);
  const current = state.session;

  // A code typed or opened in the address (another link) replaces the session this screen follows (state adjusted
  // while rendering, React's pattern for state that follows a prop).
  // The code just left stays ignored until the address drops it (leaving changes both in one go).
  const [left, setLeft] = useState<string | null>(null);
  if (left && code !== left) setLeft(null);
  if (
    code &&
    code !== left &&
    !(intent?.kind === 'join' && intent.code === code) &&
    !(intent?.kind === 'start' && current?.code === code)
  ) {
    setIntent({ kind: 'join', code });
  }

  // A started session puts its code in the address; a session of another song opens that song.
  useEffect(() => {
    if (!current || state.status !== 'joined') return;
    if (current.songId !== id) {
      void navigate(`/praise/${current.songId}?${BAND_QUERY_PARAM}=${current.code}`, { replace: true });
    } else if (code !== current.code) {
      setSearch({ [BAND_QUERY_PARAM]: current.code }, { replace: true });
    }
  }, [current, state.status, id, code, navigate, setSearch]);

  // Staff changed the song in the console while the session shows it: fetch it again (its new words and chords).
  const client = useQueryClient();
  useEffect(() => {
    if (state.songChanges > 0) void client.invalidateQueries({ queryKey: songQueryKey(church, id) });
  }, [state.songChanges, client, church, id]);

  // The capo kept on this device for this song; the last change wins until the song changes.
  const [capoSet, setCapoSet] = useState<{ id: number; capo: number } | null>(null);
  const capo = capoSet?.id === id ? capoSet.capo : readCapo(church, id);
  const changeCapo = (next: number) => {
    setCapoSet({ id, capo: clampCapo(next) });
    writeCapo(church, id, next);
  };

  const joined = state.status === 'joined' && current !== null;
  const leading = joined && state.leader;
  const report = useCallback((line: number) => connection?.control({ line }), [connection]);
  useReportLine(leading, report);
  const { paused, followAgain } = useFollowLine(joined && !state.leader, current?.line);

  const leave = () => {
    setLeft(code);
    setIntent(null);
    setSearch({}, { replace: true });
  };
  const band: BandView | undefined = joined
    ? {
        steps: current.steps,
        capo: leading ? 0 : capo,
        leader: leading,
        line: current.line,
        onSteps: leading ? (steps) => connection?.control({ steps }) : undefined,
      }
    : undefined;
  const link = current ? `${window.location.origin}/praise/${current.songId}?${BAND_QUERY_PARAM}=${current.code}` : '';

  return (
    <PraiseViewer
      id={id}
      band={band}
      bar={
        <BandBar
          off={intent === null}
          canLead={canLead}
          state={state}
          capo={capo}
          paused={paused}
          link={link}
          onStart={() => setIntent({ kind: 'start', songId: id })}
          onEnd={() => connection?.end()}
          onLeave={leave}
          onCapo={changeCapo}
          onFollowAgain={followAgain}
        />
      }
    />
  );
}
