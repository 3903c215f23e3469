import { CELL_LEADERS_MAX, type TAdminCell } from '@congrega/contract/admin/cells';
import { useId, useState, type KeyboardEvent } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import type { CellFormValues } from './cell-form-values.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The cell's leaders in its form: each named leader (name when known, e-mail) with "remove", and an e-mail to add,
 * suggested from the cell's own members (a datalist). Enter in the e-mail adds it (the form is not sent). The first
 * leader is the one the member app names first. `locked`: a leader's own grant sees them but changes none.
 */
export function CellLeadersField({ cell, locked }: { cell: TAdminCell | undefined; locked: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useFieldErrorText();
  const { control, setValue, formState } = useFormContext<CellFormValues>();
  const emails = useWatch({ control, name: 'lideresEmails' }) ?? [];
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | null>(null);
  const id = useId();
  const names = new Map((cell ? [...cell.lideres, ...cell.participantes] : []).map((p) => [p.email.toLowerCase(), p.nome]));
  const suggestions = (cell?.participantes ?? []).filter((p) => !emails.some((e) => e.toLowerCase() === p.email.toLowerCase()));
  const listError = errorText(get(formState.errors, 'lideresEmails'));

  const save = (next: string[]) => setValue('lideresEmails', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const add = () => {
    const email = draft.trim();
    if (!EMAIL.test(email)) return setDraftError(t('cells.leaders.invalid'));
    if (emails.some((e) => e.toLowerCase() === email.toLowerCase())) return setDraftError(t('cells.leaders.already'));
    if (emails.length >= CELL_LEADERS_MAX) return setDraftError(t('cells.leaders.tooMany', { max: CELL_LEADERS_MAX }));
    save([...emails, email]);
    setDraft('');
    setDraftError(null);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    add();
  };

  return (
    <fieldset className="form-section cell-leaders">
      <legend>{t('cells.leaders.title')}</legend>
      {emails.length ? (
        <ol className="cell-leader-list">
          {emails.map((email, i) => {
            const error = errorText(get(formState.errors, `lideresEmails.${i}`));
            return (
              <li key={email}>
                <span>
                  {names.get(email.toLowerCase()) ? <strong>{names.get(email.toLowerCase())}</strong> : null} {email}
                </span>
                {locked ? null : (
                  <Button
                    variant="ghost"
                    onClick={() => save(emails.filter((_, j) => j !== i))}
                    aria-label={t('cells.leaders.remove', { email })}
                  >
                    {t('cells.leaders.removeShort')}
                  </Button>
                )}
                {error ? (
                  <p className="field-error" role="alert">
                    {error}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="field-hint">{t('cells.leaders.none')}</p>
      )}
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      {locked ? (
        <p className="field-hint">{t('cells.leaders.locked')}</p>
      ) : (
        <div className={['field', draftError ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
          <label htmlFor={`${id}-add`} className="field-label">
            {t('cells.leaders.add')}
          </label>
          <div className="cell-leader-add">
            <input
              id={`${id}-add`}
              type="email"
              value={draft}
              list={`${id}-members`}
              autoComplete="off"
              aria-describedby={`${id}-hint${draftError ? ` ${id}-error` : ''}`}
              aria-invalid={draftError ? true : undefined}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button variant="secondary" onClick={add}>
              {t('cells.leaders.addButton')}
            </Button>
          </div>
          <datalist id={`${id}-members`}>
            {suggestions.map((p) => (
              <option key={p.usuarioId} value={p.email}>
                {p.nome}
              </option>
            ))}
          </datalist>
          <p id={`${id}-hint`} className="field-hint">
            {t('cells.leaders.hint')}
          </p>
          {draftError ? (
            <p id={`${id}-error`} className="field-error" role="alert">
              {draftError}
            </p>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
