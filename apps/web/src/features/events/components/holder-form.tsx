import type { TTicketType } from '@congrega/contract/events';
import { HOLDER_ANSWER_MAX, HOLDER_NAME_MAX } from '@congrega/contract/events';
import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { HolderDraft } from '../lib/purchase-draft.ts';

export interface HolderFormProps {
  /** 1-based position and count: "ticket n of m". */
  position: number;
  count: number;
  ticket: TTicketType;
  holder: HolderDraft;
  /** Missing fields ('name' or question ids) to show, once "continue" was pressed. */
  problems: readonly string[];
  onChange: (holder: HolderDraft) => void;
  onContinue: () => void;
  onBack: () => void;
  continueLabel: string;
}

/**
 * One ticket's holder (spec: holder questions as "ticket n of m" with the ticket user's name): the name printed on
 * the ticket and the type's questions (text, or one choice), required ones marked. Every keystroke is kept in the
 * draft, so a reload loses nothing. Pressing continue with something missing shows each message and focuses the
 * first field concerned.
 */
export function HolderForm({ position, count, ticket, holder, problems, onChange, onContinue, onBack, continueLabel }: HolderFormProps) {
  const { t } = useTranslation(['events', 'contract']);
  const form = useRef<HTMLFormElement>(null);
  const required = t('contract:validation.required');
  const errorOf = (key: string) => (problems.includes(key) ? required : undefined);

  useEffect(() => {
    if (problems.length > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);

  function answer(questionId: number, value: string) {
    onChange({ ...holder, answers: { ...holder.answers, [String(questionId)]: value } });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onContinue();
  }

  return (
    <form ref={form} noValidate onSubmit={submit} className="holder-form" aria-labelledby="holder-title">
      <h2 id="holder-title" tabIndex={-1} className="step-heading">
        {t('holders.title', { n: position, m: count })}
      </h2>
      <p className="holder-type">
        {ticket.nome}
        {holder.name.trim() ? <span className="holder-name"> · {holder.name.trim()}</span> : null}
      </p>
      <TextField
        label={t('holders.name')}
        hint={t('holders.nameHint')}
        required
        autoComplete="name"
        maxLength={HOLDER_NAME_MAX}
        value={holder.name}
        error={errorOf('name')}
        onChange={(e) => onChange({ ...holder, name: e.target.value })}
      />
      {ticket.perguntas.map((question) =>
        question.tipo === 'escolha' ? (
          <SelectField
            key={question.id}
            label={question.texto}
            required={question.obrigatoria}
            value={holder.answers[String(question.id)] ?? ''}
            error={errorOf(String(question.id))}
            onChange={(e) => answer(question.id, e.target.value)}
          >
            <option value="">{t('holders.choose')}</option>
            {question.opcoes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectField>
        ) : (
          <TextField
            key={question.id}
            label={question.texto}
            required={question.obrigatoria}
            maxLength={HOLDER_ANSWER_MAX}
            value={holder.answers[String(question.id)] ?? ''}
            error={errorOf(String(question.id))}
            onChange={(e) => answer(question.id, e.target.value)}
          />
        ),
      )}
      <div className="actions">
        <Button type="submit">{continueLabel}</Button>
        <Button variant="secondary" onClick={onBack}>
          {t('steps.back')}
        </Button>
      </div>
    </form>
  );
}
