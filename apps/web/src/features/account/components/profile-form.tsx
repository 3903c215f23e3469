import { matchLocale, type TLocale } from '@congrega/contract/locale';
import type { TClientAccount } from '@congrega/contract/user';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { BoundForm } from '../../../components/form/bound-form.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Loader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useBootstrap } from '../../../lib/bootstrap.ts';
import { FORM_VALIDATION, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { useCustomFields, type TCustomField } from '../api/custom-fields.ts';
import { AccessSection, AddressSection, CommentsSection, CustomFieldsSection, PersonalSection } from './profile-sections.tsx';
import { buildProfileSchema, customDefaults, profileDefaults, type ProfileFormMode, type ProfileFormValues } from './profile-schema.ts';

export type ProfileBody = Record<string, unknown>;

export interface ProfileFormProps {
  mode: ProfileFormMode;
  /** The client account being edited (null when registering). */
  client: TClientAccount | null;
  /** Logged-in account id (custom field definitions come from its endpoint), null for a visitor. */
  accountId: number | null;
  initialEmail?: string;
  submitLabel: string;
  /** Sends the API body (the schema's output). Rejections are shown on the form. */
  onSubmit: (body: ProfileBody) => Promise<void>;
  /** Lets the screen take over some API errors (e.g. e-mail in use opens a dialog); true = handled. */
  onApiError?: (error: ApiError, values: ProfileFormValues) => boolean;
  /** Extra actions beside the submit button (cancel, links). */
  actions?: ReactNode;
}

/**
 * Registration and profile form (spec section 3). Validates on blur and then on change with the contract
 * rules, one message per field; while sending every input is disabled and the button shows a loader; on
 * any error what the user typed stays and server field errors appear on their fields.
 */
export function ProfileForm(props: ProfileFormProps) {
  const { i18n } = useTranslation('account');
  const { igreja } = useBootstrap();
  const custom = useCustomFields(igreja.id, props.accountId);
  const locale: TLocale = matchLocale(i18n.language) ?? 'en';
  return (
    <QueryState query={custom} skeleton={<Loader />} keepDataOnError={false} isEmpty={() => false}>
      {(customFields) => <ProfileFormBody {...props} customFields={customFields} locale={locale} />}
    </QueryState>
  );
}

function ProfileFormBody({
  mode,
  client,
  initialEmail,
  submitLabel,
  onSubmit,
  onApiError,
  actions,
  customFields,
  locale,
}: ProfileFormProps & { customFields: TCustomField[]; locale: TLocale }) {
  const { t } = useTranslation('account');
  const { igreja } = useBootstrap();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => buildProfileSchema(mode, locale, customFields), [mode, locale, customFields]);
  const [defaultValues] = useState<ProfileFormValues>(() => ({
    ...profileDefaults(client, locale, { email: initialEmail, pais: igreja.pais }),
    camposPersonalizados: customDefaults(client, customFields, locale),
  }));
  const form = useForm<ProfileFormValues, unknown, ProfileBody>({
    resolver: zodFormResolver(schema) as unknown as Resolver<ProfileFormValues, unknown, ProfileBody>,
    ...FORM_VALIDATION,
    defaultValues,
  });

  const submit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await onSubmit(body);
    } catch (err) {
      const values = form.getValues();
      if (err instanceof ApiError && onApiError?.(err, values)) return;
      if (err instanceof ApiError) {
        const mapped = applyServerFieldErrors(
          err,
          form.setError,
          (path) => path in values || (path.startsWith('camposPersonalizados.') && path.slice(21) in values.camposPersonalizados),
        );
        if (!mapped) setFormError(err.message);
        return;
      }
      setFormError(t('submitError'));
    }
  });

  return (
    <BoundForm
      form={form}
      onSubmit={submit}
      submitLabel={submitLabel}
      className="form profile-form"
      actionsClassName="actions form-actions"
      actions={actions}
      header={
        <>
          <p className="form-note">{t('hints.required')}</p>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
        </>
      }
    >
      {mode === 'register' ? <AccessSection /> : null}
      <PersonalSection locale={locale} client={client} />
      <AddressSection client={client} />
      <CommentsSection />
      <CustomFieldsSection fields={customFields} locale={locale} />
    </BoundForm>
  );
}
