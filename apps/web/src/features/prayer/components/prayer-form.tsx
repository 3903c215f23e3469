import { ZPrayerCreateBody, type TPrayerCreateBody, type TPrayerCreateValues } from '@congrega/contract/prayer';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField, SelectField, TextAreaField } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { applyServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useFieldErrorText, zodFormResolver } from '../../../lib/zod-form-resolver.ts';
import { useCreatePrayer } from '../api/create-prayer.ts';
import { usePrayerReasons } from '../api/get-prayer-reasons.ts';
import { ImagePicker, type ChosenImage } from './image-picker.tsx';

const FILE_ERRORS = new Set(['FILE_TOO_LARGE', 'FILE_TYPE_NOT_ALLOWED', 'FILE_INVALID']);
const TEXT_FIELDS = ['mensagem', 'idOracaoMotivo', 'flagPublicarMural', 'flagReceberLigacao', 'flagReceberVisita'] as const;

/**
 * New prayer request (spec section 3 "Prayer request"). While sending, every input is disabled and the
 * button shows a loader; if sending fails the spec's creation-failure message appears and everything
 * typed or chosen (image included) is still there to send again.
 */
export function PrayerForm({
  onCreated,
  cancelTo,
}: {
  /** `pending`: the church publishes after approval, so it is not on the wall yet. */
  onCreated: (published: boolean, pending: boolean) => void;
  cancelTo: string;
}) {
  const { t } = useTranslation('prayer');
  const reasons = usePrayerReasons();
  const create = useCreatePrayer();
  const errorText = useFieldErrorText();
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  /** Set when sending failed; `detail` is the server's explanation when it gave one (e.g. too many requests). */
  const [failure, setFailure] = useState<{ detail?: string } | null>(null);
  const form = useForm<TPrayerCreateBody, unknown, TPrayerCreateValues>({
    resolver: zodFormResolver(ZPrayerCreateBody),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { mensagem: '', idOracaoMotivo: '', flagPublicarMural: true, flagReceberLigacao: false, flagReceberVisita: false },
  });
  const { isSubmitting, errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setImageError(undefined);
    let pending: boolean;
    try {
      pending = (await create.mutateAsync({ values, image: image?.file ?? null })).status === 'pendente';
    } catch (err) {
      if (err instanceof ApiError && FILE_ERRORS.has(err.code)) return setImageError(err.message);
      const mapped = applyServerFieldErrors(err, form.setError, (path) => (TEXT_FIELDS as readonly string[]).includes(path));
      if (!mapped) setFailure(err instanceof ApiError && err.status < 500 ? { detail: err.message } : {});
      return;
    }
    onCreated(values.flagPublicarMural, pending);
  });

  return (
    <form noValidate onSubmit={submit} className="prayer-form">
      {failure ? (
        <Alert tone="error" title={t('new.failed')}>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </Alert>
      ) : null}
      <fieldset className="form-fields" disabled={isSubmitting}>
        <TextAreaField label={t('new.message')} required rows={6} error={errorText(errors.mensagem)} {...form.register('mensagem')} />
        <SelectField
          label={t('new.reason')}
          error={errorText(errors.idOracaoMotivo)}
          hint={reasons.isError ? t('new.reasonsFailed') : undefined}
          {...form.register('idOracaoMotivo')}
        >
          <option value="">{t(reasons.isPending ? 'new.reasonsLoading' : 'new.reasonNone')}</option>
          {reasons.data?.map((reason) => (
            <option key={reason.id} value={String(reason.id)}>
              {reason.nome}
            </option>
          ))}
        </SelectField>
        <fieldset className="check-group">
          <legend className="field-label">{t('new.choices')}</legend>
          <CheckboxField label={t('new.publish')} {...form.register('flagPublicarMural')} />
          <CheckboxField label={t('new.call')} {...form.register('flagReceberLigacao')} />
          <CheckboxField label={t('new.visit')} {...form.register('flagReceberVisita')} />
        </fieldset>
        <ImagePicker value={image} onChange={setImage} serverError={imageError} />
        <div className="actions">
          <Button type="submit" loading={isSubmitting}>
            {t('new.submit')}
          </Button>
          <Link to={cancelTo} className="btn btn-ghost">
            {t('new.cancel')}
          </Link>
        </div>
      </fieldset>
    </form>
  );
}
