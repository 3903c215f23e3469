import { EVENT_QUESTIONS_MAX, EVENT_TICKET_TYPES_MAX } from '@congrega/contract/admin/events';
import { HOLDER_QUESTION_TYPES } from '@congrega/contract/events';
import { get, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { keepNewItemQuiet } from './fresh-append.ts';
import { emptyQuestion, emptyTicketType, type EventFormValues } from './event-form-values.ts';

/**
 * The event's ticket types, a repeatable section: each with its name, price and fee (amounts as typed), quantity,
 * sales window on the church's clock, per-user limit, exclusive content, on/off, and its holder questions. A type
 * with tickets cannot be removed (the server keeps it: switch it off), and says how many are taken.
 */
export function TicketTypesFields({ zone }: { zone: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = useFormContext<EventFormValues>();
  const errorText = useFieldErrorText();
  const types = useFieldArray({ control: form.control, name: 'ingressos' });
  const errors = get(form.formState.errors, 'ingressos') as { message?: string; root?: { message?: string } } | undefined;
  const listError = errorText(errors?.root ?? errors);
  return (
    <section className="form-section" aria-labelledby="event-types-title">
      <h2 id="event-types-title">{t('eventEditor.types')}</h2>
      {types.fields.length === 0 ? <p className="muted">{t('eventEditor.noTypes')}</p> : null}
      {listError ? (
        <p className="field-error" role="alert">
          {listError}
        </p>
      ) : null}
      <ol className="editable-list">
        {types.fields.map((field, index) => (
          <li key={field.id} className="editable-item">
            <TicketTypeFields index={index} zone={zone} onRemove={() => types.remove(index)} />
          </li>
        ))}
      </ol>
      {types.fields.length < EVENT_TICKET_TYPES_MAX ? (
        <Button
          variant="secondary"
          onClick={() => {
            keepNewItemQuiet(form, `ingressos.${types.fields.length}`);
            types.append(emptyTicketType(), { focusName: `ingressos.${types.fields.length}.nome` });
          }}
        >
          {t('eventEditor.addType')}
        </Button>
      ) : null}
    </section>
  );
}

function TicketTypeFields({ index, zone, onRemove }: { index: number; zone: string; onRemove: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = useFormContext<EventFormValues>();
  const prefix = `ingressos.${index}` as const;
  const name = useWatch({ control: form.control, name: `${prefix}.nome` });
  const sold = form.getValues(`${prefix}.comVendas`);
  const taken = form.getValues(`${prefix}.vendidos`);
  const title = t('eventEditor.typeN', { n: index + 1 }) + (name?.trim() ? `: ${name.trim()}` : '');
  return (
    <fieldset className="event-type">
      <legend>{title}</legend>
      <div className="event-grid">
        <FormText name={`${prefix}.nome`} label={t('eventEditor.typeName')} required maxLength={120} />
        <FormText name={`${prefix}.valor`} label={t('eventEditor.price')} hint={t('eventEditor.priceHint')} required inputMode="decimal" />
        <FormText name={`${prefix}.taxa`} label={t('eventEditor.fee')} hint={t('eventEditor.feeHint')} inputMode="decimal" />
        <FormText
          name={`${prefix}.quantidade`}
          label={t('eventEditor.quantity')}
          hint={sold ? t('eventEditor.quantityTaken', { count: taken }) : undefined}
          required
          inputMode="numeric"
        />
        <FormText
          name={`${prefix}.inicioVendas`}
          type="datetime-local"
          label={t('eventEditor.salesStart')}
          hint={t('eventEditor.openHint', { zone })}
        />
        <FormText
          name={`${prefix}.fimVendas`}
          type="datetime-local"
          label={t('eventEditor.salesEnd')}
          hint={t('eventEditor.openHint', { zone })}
        />
        <FormText
          name={`${prefix}.limitePorUsuario`}
          label={t('eventEditor.perUser')}
          hint={t('eventEditor.perUserHint')}
          inputMode="numeric"
        />
      </div>
      <FormTextArea name={`${prefix}.descricao`} label={t('eventEditor.typeDescription')} maxLength={1000} rows={2} />
      <CheckboxField label={t('eventEditor.typeContent')} {...form.register(`${prefix}.flagConteudoOnline`)} />
      <CheckboxField label={t('eventEditor.typeActive')} {...form.register(`${prefix}.flagAtivo`)} />
      <QuestionsFields typeIndex={index} />
      <div className="actions">
        {sold ? (
          <p className="muted">{t('eventEditor.typeHasSales')}</p>
        ) : (
          <Button variant="ghost" className="btn-sm" onClick={onRemove}>
            {t('eventEditor.removeType')}
            <span className="sr-only"> ({title})</span>
          </Button>
        )}
      </div>
    </fieldset>
  );
}

/** A type's holder questions: text, a choice among options (one per line) or yes/no, each required or not. */
function QuestionsFields({ typeIndex }: { typeIndex: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const form = useFormContext<EventFormValues>();
  const name = `ingressos.${typeIndex}.perguntas` as const;
  const questions = useFieldArray({ control: form.control, name });
  const kinds = useWatch({ control: form.control, name });
  return (
    <div className="event-questions">
      <h3>{t('eventEditor.questions')}</h3>
      {questions.fields.length === 0 ? <p className="muted">{t('eventEditor.noQuestions')}</p> : null}
      <ol className="editable-list">
        {questions.fields.map((field, index) => {
          const prefix = `${name}.${index}` as const;
          const label = t('eventEditor.questionN', { n: index + 1 });
          return (
            <li key={field.id} className="event-question">
              <fieldset>
                <legend>{label}</legend>
                <div className="event-grid">
                  <FormText name={`${prefix}.texto`} label={t('eventEditor.questionText')} required maxLength={300} />
                  <FormSelect
                    name={`${prefix}.tipo`}
                    label={t('eventEditor.questionType')}
                    placeholder={t('eventEditor.chooseType')}
                    options={HOLDER_QUESTION_TYPES.map((kind) => ({ value: kind, label: t(`eventEditor.questionTypes.${kind}`) }))}
                  />
                </div>
                {kinds?.[index]?.tipo === 'escolha' ? (
                  <FormTextArea
                    name={`${prefix}.opcoes`}
                    label={t('eventEditor.options')}
                    hint={t('eventEditor.optionsHint')}
                    required
                    rows={3}
                  />
                ) : null}
                {kinds?.[index]?.tipo === 'simNao' ? <p className="muted">{t('eventEditor.yesNoHint')}</p> : null}
                <CheckboxField label={t('eventEditor.questionRequired')} {...form.register(`${prefix}.obrigatoria`)} />
                <Button variant="ghost" className="btn-sm" onClick={() => questions.remove(index)}>
                  {t('eventEditor.removeQuestion')}
                  <span className="sr-only"> ({label})</span>
                </Button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {questions.fields.length < EVENT_QUESTIONS_MAX ? (
        <Button
          variant="secondary"
          className="btn-sm"
          onClick={() => {
            keepNewItemQuiet(form, `${name}.${questions.fields.length}`);
            questions.append(emptyQuestion(), { focusName: `${name}.${questions.fields.length}.texto` });
          }}
        >
          {t('eventEditor.addQuestion')}
        </Button>
      ) : null}
    </div>
  );
}
