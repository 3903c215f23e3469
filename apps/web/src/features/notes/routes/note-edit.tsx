import { useState } from 'react';
import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { RouteParams } from '../../../lib/route-params.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { noteQueryOptions, useNote } from '../api/get-note.ts';
import { NoteEditor } from '../components/note-editor.tsx';
import { currentNotesScope } from '../lib/notes-scope.ts';
import '../notes.css';

export function loader(_args: LoaderFunctionArgs, params: RouteParams) {
  // The guard has already turned the id into a number (or shown "not found").
  const noteId = params.noteId as number;
  void queryClient.prefetchQuery(noteQueryOptions(currentNotesScope(), noteId));
  return { noteId };
}

/** /user/notes/{noteId}: the editor of one note. */
export function Component() {
  const { noteId } = useLoaderData<typeof loader>();
  const { t } = useTranslation('notes');
  const note = useNote(noteId);
  // Bumped to reopen the editor on the server's latest version after a conflict.
  const [generation, setGeneration] = useState(0);
  useDocumentTitle(note.data?.titulo || t('editor.editTitle'));

  async function loadLatest() {
    await note.refetch();
    setGeneration((g) => g + 1);
  }

  return (
    <section className="notes-page">
      <p>
        <Link to="/user/notes">{t('editor.back')}</Link>
      </p>
      <h1>{t('editor.editTitle')}</h1>
      <QueryState query={note} skeleton={<Loader />}>
        {(data) => <NoteEditor key={generation} note={data} onLoadLatest={() => void loadLatest()} />}
      </QueryState>
    </section>
  );
}
