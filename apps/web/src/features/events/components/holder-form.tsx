import { HOLDER_ANSWER_MAX, HOLDER_NAME_MAX, HOLDER_YES_NO, type TTicketType } from '@congrega/contract/events';
import { useEffect, useId, useRef, type FormEvent } from 'react';
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
 * the ticket and the type’s questions (text, one choice, or a yes/no radio pair), required ones marked. Every keystroke is kept in the
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
        question.tipo === 'simNao' ? (
          <YesNoField
            key={question.id}
            label={question.texto}
            required={question.obrigatoria}
            value={holder.answers[String(question.id)] ?? ''}
            error={errorOf(String(question.id))}
            onChange={(value) => answer(question.id, value)}
          />
        ) : question.tipo === 'escolha' ? (
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

/** A yes/no question: its text as the group's legend, "Yes" and "No" as radio buttons (arrow keys move between them). */
function YesNoField({
  label,
  required,
  value,
  error,
  onChange,
}: {
  label: string;
  required: boolean;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('events');
  const id = useId();
  return (
    <fieldset className="field choice-row" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field-label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {HOLDER_YES_NO.map((option) => (
        <label key={option} className="choice">
          <input
            type="radio"
            name={id}
            value={option}
            checked={value === option}
            required={required}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option)}
          />
          {t(`holders.${option}`)}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
