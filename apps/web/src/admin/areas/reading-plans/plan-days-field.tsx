import { READING_PLAN_DAYS_MAX, READING_PLAN_DEVOTIONAL_MAX, READING_PLAN_PASSAGES_MAX } from '@congrega/contract/admin/reading-plans';
import { matchLocale } from '@congrega/contract/locale';
import { formatReadingPassage, parseReadingPassages, passageLocales } from '@congrega/contract/reading-passages';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { FormText, FormTextArea } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { newPlanDay, type PlanFormValues } from './plan-form-values.ts';

/**
 * The plan's days in order: each its passages typed as references ("Gn 1-3; Sl 1") shown back as the member's plan
 * will list them (in the console's language, read in the church's first as the server does), an optional
 * devotional, moved up or down, removed; a day added at the end.
 */
export function PlanDaysField() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { control } = useFormContext<PlanFormValues>();
  const days = useFieldArray({ control, name: 'dias' });
  return (
    <fieldset className="form-section plan-days-field">
      <legend>{t('plans.days')}</legend>
      <p className="muted">{t('plans.daysHint')}</p>
      <ol className="editable-list">
        {days.fields.map((day, i) => (
          <li key={day.id} className="editable-item">
            <h2 className="plan-day-title">{t('plans.day', { day: i + 1 })}</h2>
            <FormText
              name={`dias.${i}.passagens`}
              label={t('plans.passages', { day: i + 1 })}
              required
              maxLength={READING_PLAN_PASSAGES_MAX}
            />
            <PassagesPreview index={i} />
            <FormTextArea
              name={`dias.${i}.devocional`}
              label={t('plans.devotional', { day: i + 1 })}
              maxLength={READING_PLAN_DEVOTIONAL_MAX}
            />
            <div className="actions">
              <Button variant="ghost" className="btn-sm" disabled={i === 0} onClick={() => days.move(i, i - 1)}>
                {t('plans.moveUp')}
                <span className="sr-only"> {t('plans.day', { day: i + 1 })}</span>
              </Button>
              <Button variant="ghost" className="btn-sm" disabled={i === days.fields.length - 1} onClick={() => days.move(i, i + 1)}>
                {t('plans.moveDown')}
                <span className="sr-only"> {t('plans.day', { day: i + 1 })}</span>
              </Button>
              <Button variant="ghost" className="btn-sm" disabled={days.fields.length === 1} onClick={() => days.remove(i)}>
                {t('plans.removeDay')}
                <span className="sr-only"> {t('plans.day', { day: i + 1 })}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      {days.fields.length < READING_PLAN_DAYS_MAX ? (
        <Button variant="secondary" onClick={() => days.append(newPlanDay())}>
          {t('plans.addDay')}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** A day's passages as the member will read them, while typing (nothing until they read as references). */
function PassagesPreview({ index }: { index: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { control } = useFormContext<PlanFormValues>();
  const text = useWatch({ control, name: `dias.${index}.passagens` }) ?? '';
  const passages = text.trim() ? parseReadingPassages(text, passageLocales(matchLocale(church.idioma) ?? lang)) : null;
  if (!passages) return null;
  return (
    <p className="muted plan-passages-preview" data-testid={`plan-day-preview-${index}`}>
      {t('plans.membersSee')} {passages.map((p) => formatReadingPassage(p, lang)).join(' · ')}
    </p>
  );
}
