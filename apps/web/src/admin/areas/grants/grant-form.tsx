import {
  ADMIN_ACTIONS,
  ADMIN_AREAS,
  GRANT_PRESETS,
  GRANT_SCOPE_KINDS,
  PRESET_GRANTS,
  ZGrantCreateBody,
  type TGrantPreset,
} from '@congrega/contract/admin/grants';
import { zonedTime, runtimeTimeZone } from '@congrega/contract/datetime';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { EmailField } from '../../../components/form/email-field.tsx';
import { FormSelect } from '../../../components/form/form-select.tsx';
import { FormText } from '../../../components/form/form-text.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { AdminForm, useAdminForm } from '../../kit/admin-form.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

const [ZPresetBody, ZSingleBody] = ZGrantCreateBody.options;

/** The form's strings -> the contract's body: blanks dropped, the id a number, the last day as its end (23:59). */
function toBody(values: unknown) {
  const v = { ...(values as Record<string, string>) };
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(v)) if (value !== '' && value !== undefined) body[key] = value;
  if (typeof body.scopeId === 'string') body.scopeId = Number(body.scopeId);
  if (typeof body.expiresAt === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.expiresAt)) {
    const [y, m, d] = body.expiresAt.split('-').map(Number) as [number, number, number];
    body.expiresAt = zonedTime(y, m, d, 23, 59, runtimeTimeZone()).toISOString();
  }
  return body;
}

/** What the inputs hold (all strings); the contract's body schemas validate it once converted by toBody. */
type GrantFormValues = {
  email: string;
  scopeId: string;
  expiresAt: string;
  preset: string;
  area: string;
  action: string;
  scopeKind: string;
};
const formSchema = <S extends z.ZodType>(body: S) => z.preprocess(toBody, body) as unknown as z.ZodType<z.output<S>, GrantFormValues>;
const ZPresetForm = formSchema(ZPresetBody);
const ZSingleForm = formSchema(ZSingleBody);

/** Give a member access: a preset (its grants together) or one grant, optionally scoped and with a last day. */
export function GrantForm({ onCreate }: { onCreate: (body: z.output<typeof ZGrantCreateBody>) => Promise<unknown> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [kind, setKind] = useState<'preset' | 'single'>('preset');
  return (
    <section className="form-section" aria-labelledby="grant-form-title">
      <h2 id="grant-form-title">{t('grants.addTitle')}</h2>
      <fieldset className="choice-row">
        <legend>{t('grants.kind')}</legend>
        {(['preset', 'single'] as const).map((value) => (
          <label key={value} className="choice">
            <input type="radio" name="grant-kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            {t(`grants.kind_${value}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'preset' ? <PresetForm onCreate={onCreate} /> : <SingleForm onCreate={onCreate} />}
    </section>
  );
}

function CommonFields({ scoped }: { scoped: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  return (
    <>
      <EmailField name="email" label={t('grants.email')} hint={t('grants.emailHint')} />
      {scoped ? <FormText name="scopeId" label={t('grants.scopeId')} hint={t('grants.scopeIdHint')} inputMode="numeric" /> : null}
      <FormText name="expiresAt" label={t('grants.expiresOn')} hint={t('grants.expiresHint')} type="date" />
    </>
  );
}

function PresetForm({ onCreate }: { onCreate: (body: z.output<typeof ZGrantCreateBody>) => Promise<unknown> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema: ZPresetForm,
    defaultValues: { email: '', preset: 'content_editor', scopeId: '', expiresAt: '' },
    submit: async (body) => {
      await onCreate(body);
      state.form.reset();
    },
    savedText: t('grants.added'),
  });
  const preset = useWatch({ control: state.form.control, name: 'preset' }) as TGrantPreset | '';
  const scoped = !!preset && PRESET_GRANTS[preset].some((g) => g.scopeKind);
  return (
    <AdminForm state={state} submitLabel={t('grants.add')}>
      <FormSelect
        name="preset"
        label={t('grants.preset')}
        placeholder={t('grants.choose')}
        options={GRANT_PRESETS.map((p) => ({ value: p, label: t(`presets.${p}`) }))}
        required
      />
      <CommonFields scoped={scoped} />
    </AdminForm>
  );
}

function SingleForm({ onCreate }: { onCreate: (body: z.output<typeof ZGrantCreateBody>) => Promise<unknown> }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const state = useAdminForm({
    schema: ZSingleForm,
    defaultValues: { email: '', area: 'content', action: 'view', scopeKind: '', scopeId: '', expiresAt: '' },
    submit: async (body) => {
      await onCreate(body);
      state.form.reset();
    },
    savedText: t('grants.added'),
  });
  const scopeKind = useWatch({ control: state.form.control, name: 'scopeKind' });
  return (
    <AdminForm state={state} submitLabel={t('grants.add')}>
      <FormSelect
        name="area"
        label={t('grants.area')}
        placeholder={t('grants.choose')}
        options={ADMIN_AREAS.map((a) => ({ value: a, label: t(`grantAreas.${a}`) }))}
        required
      />
      <FormSelect
        name="action"
        label={t('grants.action')}
        placeholder={t('grants.choose')}
        options={ADMIN_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
        required
      />
      <FormSelect
        name="scopeKind"
        label={t('grants.scope')}
        placeholder={t('grants.scopeAll')}
        options={GRANT_SCOPE_KINDS.map((k) => ({ value: k, label: t(`scopes.${k}`) }))}
      />
      <CommonFields scoped={!!scopeKind} />
    </AdminForm>
  );
}
