import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { adminSongUpdate } from '@congrega/contract/endpoints/admin-songs';
import { toast } from '../../kit/toasts.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { SongForm } from './song-form.tsx';
import { deleteSong, useSong } from './songs-api.ts';

/** `songs/new` and `songs/:songId`: a song's editor; an existing one can be deleted (confirmed). */
export function SongScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { songId: raw } = useParams();
  const songId = raw === 'new' ? undefined : routeId(raw);
  const song = useSong(church.slug, songId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayEdit = useMayCall()(adminSongUpdate);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const action = useActionFailure(t('kit.saveFailed'));
  const list = consolePath(lang, church.slug, 'songs');
  const saved = async (id: number) => {
    await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'songs') });
    if (songId === undefined) await navigate(consolePath(lang, church.slug, `songs/${id}`), { replace: true });
  };
  const back = (
    <p>
      <Link to={list}>{t('songs.back')}</Link>
    </p>
  );
  if (songId === undefined && raw !== 'new') return <p>{t('songs.notFound')}</p>;
  if (songId === undefined)
    return (
      <>
        <PageHeader title={t('songs.new')}>{back}</PageHeader>
        <SongForm onSaved={(s) => saved(s.id)} />
      </>
    );
  return (
    <QueryState query={song} isEmpty={() => false}>
      {(s) => (
        <>
          <PageHeader
            title={s.titulo}
            actions={
              mayEdit ? (
                <Button variant="danger" onClick={() => setDeleting(true)}>
                  {t('songs.delete')}
                </Button>
              ) : undefined
            }
          >
            {back}
          </PageHeader>
          <SongForm key={s.id} song={s} onSaved={(saved_) => saved(saved_.id)} />
          <ConfirmDialog
            open={deleting}
            title={t('songs.deleteTitle')}
            description={t('songs.deleteText', { title: s.titulo })}
            confirmLabel={t('songs.delete')}
            cancelLabel={t('kit.cancel')}
            pending={busy}
            error={action.failure}
            onCancel={() => {
              action.dismiss();
              setDeleting(false);
            }}
            onConfirm={() => {
              setBusy(true);
              void action
                .attempt(() => deleteSong(church.slug, s.id))
                .then(async (ok) => {
                  setBusy(false);
                  if (!ok) return;
                  toast(t('songs.deleted'));
                  queryClient.removeQueries({ queryKey: churchKey(church.slug, 'songs', 'song', s.id) });
                  await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'songs') });
                  await navigate(list);
                });
            }}
          />
        </>
      )}
    </QueryState>
  );
}
