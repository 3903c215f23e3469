import type { THolderQuestion } from '@congrega/contract/events';
import { HOLDER_ANSWER_MAX, HOLDER_YES_NO } from '@congrega/contract/events';
import { Field } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { yesNoText } from './answer-text.ts';

/** One holder question of a ticket type, as the member's purchase asks it: a choice, yes or no, or a text. */
export function HolderQuestionField({
  question: q,
  value,
  onChange,
  missing,
}: {
  question: Pick<THolderQuestion, 'texto' | 'tipo' | 'opcoes' | 'obrigatoria'>;
  value: string;
  onChange: (value: string) => void;
  missing: boolean;
}) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Field label={q.texto} required={q.obrigatoria} error={missing ? t('registrations.answerRequired') : undefined}>
      {(control) =>
        q.tipo !== 'texto' ? (
          <select {...control} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
            <option value="">{t('registrations.choose')}</option>
            {(q.tipo === 'simNao' ? HOLDER_YES_NO : q.opcoes).map((o) => (
              <option key={o} value={o}>
                {q.tipo === 'simNao' ? yesNoText(t, o) : o}
              </option>
            ))}
          </select>
        ) : (
          <input {...control} className="input" maxLength={HOLDER_ANSWER_MAX} value={value} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </Field>
  );
}
