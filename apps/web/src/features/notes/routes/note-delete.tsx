import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ConfirmPanel } from '../../../components/ui/confirm-panel.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
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
  const { failure, attempt, dismiss } = useActionFailure(t('delete.failed'));
  useDocumentTitle(t('delete.title'));

  async function onConfirm() {
    if (await attempt(() => remove.mutateAsync(noteId))) navigate('/user/notes', { replace: true, state: { deleted: true } });
  }

  return (
    <section className="notes-page">
      <h1>{t('delete.title')}</h1>
      <QueryState query={note} skeleton={<Loader />}>
        {(data) => (
          <ConfirmPanel
            confirmLabel={t('delete.submit')}
            onConfirm={() => void onConfirm()}
            pending={remove.isPending}
            cancelLabel={t('delete.cancel')}
            cancelTo={`/user/notes/${noteId}`}
          >
            <p>{t('delete.confirm', { title: data.titulo })}</p>
            <Alert tone="warning">{t('delete.warning')}</Alert>
          </ConfirmPanel>
        )}
      </QueryState>
      <ConfirmDialog
        open={failure !== null}
        title={t('delete.failedTitle')}
        description={failure}
        confirmLabel={t('delete.retry')}
        cancelLabel={t('delete.close')}
        onConfirm={() => void onConfirm()}
        onCancel={dismiss}
        pending={remove.isPending}
        destructive={false}
      />
    </section>
  );
}
