import { useId, useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useOfferingMembers } from './offerings-api.ts';

export interface PickedMember {
  usuarioId: number;
  nome: string;
}

/** The picker's words where it picks someone else than an envelope's giver (a desk sale's buyer). */
export interface MemberPickerTexts {
  label: string;
  hint: string;
  chosen: (name: string) => string;
}

/**
 * An envelope's giver (or, with `texts`, a desk sale's buyer), optional: type two letters of the name, then pick one of the matches (Enter takes the
 * first, so the count goes on from the keyboard); the one picked shows with a button that removes it. The server
 * answers names only and matches by name only. Enter in the search never submits the line.
 */
export function MemberPicker({
  value,
  onChange,
  texts,
}: {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  texts?: MemberPickerTexts;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const [text, setText] = useState('');
  const members = useOfferingMembers(church.slug, text);
  const listId = useId();
  const found = text.trim().length >= 2 ? (members.data?.itens ?? []) : [];
  const pick = (member: PickedMember) => {
    onChange(member);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (found[0]) pick(found[0]);
  };
  if (value)
    return (
      <p className="offering-giver">
        <span>{texts ? texts.chosen(value.nome) : t('offerings.giverChosen', { name: value.nome })}</span>{' '}
        <Button variant="ghost" className="btn-sm" onClick={() => onChange(null)}>
          {t('offerings.giverRemove')}
        </Button>
      </p>
    );
  return (
    <div className="offering-giver">
      <Field label={texts?.label ?? t('offerings.giver')} hint={texts?.hint ?? t('offerings.giverHint')}>
        {(control) => (
          <input
            {...control}
            className="input"
            type="search"
            autoComplete="off"
            maxLength={100}
            value={text}
            aria-controls={listId}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
          />
        )}
      </Field>
      <ul id={listId} className="offering-giver-results" aria-live="polite" aria-label={t('offerings.giverMatches')}>
        {found.map((m) => (
          <li key={m.usuarioId}>
            <Button variant="ghost" className="btn-sm" onClick={() => pick(m)}>
              {m.nome}
            </Button>
          </li>
        ))}
        {text.trim().length >= 2 && members.isSuccess && !found.length ? <li className="muted">{t('offerings.giverNone')}</li> : null}
      </ul>
    </div>
  );
}
