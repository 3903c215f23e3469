import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useDeleteNote } from '../api/delete-note.ts';
import { noteQueryOptions, useNote } from '../api/get-note.ts';
import { currentNotesScope } from '../lib/notes-scope.ts';
import '../notes.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  const noteId = params.noteId as number;
  void queryClient.prefetchQuery(noteQueryOptions(currentNotesScope(), noteId));
  return { noteId };
}

/** /user/notes/{noteId}/delete: confirm; a failure is explained in a modal (spec section 8). */
export function Component() {
  const { noteId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('notes');
  const navigate = useNavigate();
  const note = useNote(noteId);
  const remove = useDeleteNote();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('delete.title'));

  async function onConfirm() {
    setFailure(null);
    try {
      await remove.mutateAsync(noteId);
    } catch (err) {
      setFailure(err instanceof ApiError && err.status < 500 ? err.message : t('delete.failed'));
      return;
    }
    navigate('/user/notes', { replace: true, state: { deleted: true } });
  }

  return (
    <section className="notes-page">
      <h1>{t('delete.title')}</h1>
      {note.isPending ? <Loader /> : null}
      {note.isError ? <LoadError error={note.error} onRetry={() => void note.refetch()} /> : null}
      {note.data ? (
        <>
          <p>{t('delete.confirm', { title: note.data.titulo })}</p>
          <Alert tone="warning">{t('delete.warning')}</Alert>
          <div className="actions">
            <Button variant="danger" loading={remove.isPending} onClick={() => void onConfirm()}>
              {t('delete.submit')}
            </Button>
            <Link to={`/user/notes/${noteId}`} className="btn btn-ghost">
              {t('delete.cancel')}
            </Link>
          </div>
        </>
      ) : null}
      <Dialog
        open={failure !== null}
        onClose={() => setFailure(null)}
        role="alertdialog"
        title={t('delete.failedTitle')}
        description={failure ?? undefined}
        footer={
          <>
            <Button variant="ghost" onClick={() => setFailure(null)}>
              {t('delete.close')}
            </Button>
            <Button onClick={() => void onConfirm()} loading={remove.isPending} data-autofocus>
              {t('delete.retry')}
            </Button>
          </>
        }
      />
    </section>
  );
}
