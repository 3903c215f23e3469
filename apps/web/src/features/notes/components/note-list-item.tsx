import type { TNote } from '@congrega/contract/notes';
import { Link } from 'react-router';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** A note in the list: title (the link), the start of its text and when it last changed (date and hour). */
export function NoteListItem({ note }: { note: TNote }) {
  const { t } = useTranslation('notes');
  return (
    <article className="note-item">
      <h2 className="note-item-title">
        <Link to={`/user/notes/${note.id}`} className="note-item-link">
          {note.titulo}
        </Link>
      </h2>
      {note.texto ? <p className="note-item-excerpt">{note.texto}</p> : null}
      <p className="note-item-date">
        {t('list.changed')} <time dateTime={note.dataUltimaAlteracao}>{formatMoment(note.dataUltimaAlteracao, 'dateTime')}</time>
      </p>
    </article>
  );
}
