import { CONTENT_SOCIAL_MAX } from '@congrega/contract/admin/content-kinds';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormText } from '../../../components/form/form-text.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import type { SocialLink } from './content-form-values.ts';

/** A ministry's social networks: rows of a network's name and its https page, added and removed (at most ten). */
export function SocialLinksField({ name, legend }: { name: string; legend: string }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useFieldErrorText();
  const { control, formState } = useFormContext<Record<string, SocialLink[]>>();
  const links = useFieldArray({ control, name });
  const refused = errorText((formState.errors[name]?.root ?? formState.errors[name]) as { message?: string } | undefined);
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      {links.fields.length === 0 ? <p className="muted">{t('content.social.none')}</p> : null}
      {refused ? (
        <p className="field-error" role="alert">
          {refused}
        </p>
      ) : null}
      <ul className="editable-list">
        {links.fields.map((link, i) => (
          <li key={link.id} className="editable-item">
            <FormText name={`${name}.${i}.rede`} label={t('content.social.network')} maxLength={40} required />
            <FormText name={`${name}.${i}.url`} label={t('content.social.url')} type="url" inputMode="url" maxLength={500} required />
            <div className="actions">
              <Button variant="ghost" className="btn-sm" onClick={() => links.remove(i)}>
                {t('content.social.remove')}
                <span className="sr-only"> {i + 1}</span>
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {links.fields.length < CONTENT_SOCIAL_MAX ? (
        <Button variant="ghost" className="btn-sm" onClick={() => links.append({ rede: '', url: '' })}>
          {t('content.social.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
