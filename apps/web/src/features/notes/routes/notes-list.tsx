import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { notesQueryOptions, useNotes } from '../api/get-notes.ts';
import { NoteListItem } from '../components/note-list-item.tsx';
import { currentNotesScope } from '../lib/notes-scope.ts';
import '../notes.css';

export function loader() {
  void queryClient.prefetchQuery(notesQueryOptions(currentNotesScope()));
  return null;
}

/** /user/notes: the member's sermon notes, most recently changed first. */
export function Component() {
  const { t } = useTranslation('notes');
  const notes = useNotes();
  const deleted = (useLocation().state as { deleted?: unknown } | null)?.deleted === true;
  useDocumentTitle(t('list.title'));

  return (
    <section className="notes-page">
      <p>
        <Link to="/user">{t('list.back')}</Link>
      </p>
      <h1>{t('list.title')}</h1>
      {deleted ? <Alert tone="success">{t('delete.done')}</Alert> : null}
      <div className="actions">
        <ButtonLink to="/user/notes/new">{t('list.new')}</ButtonLink>
      </div>
      <QueryState query={notes} empty={t('list.empty')}>
        {(list) => (
          <ul className="note-list">
            {list.map((note) => (
              <li key={note.id}>
                <NoteListItem note={note} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
