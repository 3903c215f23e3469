import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { NoteEditor } from '../components/note-editor.tsx';
import '../notes.css';

/**
 * /user/notes/new: an empty editor. The note is created by the first autosave that has a title and some
 * text; the editor then moves to the note's own address. Left without content, it never exists.
 */
export function Component() {
  const { t } = useTranslation('notes');
  useDocumentTitle(t('editor.newTitle'));
  return (
    <section className="notes-page">
      <p>
        <Link to="/user/notes">{t('editor.back')}</Link>
      </p>
      <h1>{t('editor.newTitle')}</h1>
      <NoteEditor note={null} />
    </section>
  );
}
