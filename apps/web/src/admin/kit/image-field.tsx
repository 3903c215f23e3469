import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FormText } from '../../components/form/form-text.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { failureText } from '../../lib/failure-text.ts';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';

/** The server's limit and types (apps/server/src/lib/image-upload.ts): checked here first, before anything is sent. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export interface ImageFieldProps {
  /** The form field holding the image's path (what the body sends). */
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  /** Uploads the chosen file and answers its path (the area's upload endpoint). */
  upload: (file: File) => Promise<string>;
  /** The text alternative's field, where the body has one: a required text input beside the image. */
  alt?: { name: string; label: ReactNode; hint?: ReactNode; maxLength?: number };
}

/**
 * An image of a console form, on the upload pipeline: a labelled file input that uploads the chosen file at once
 * (busy meanwhile, announced), the stored image's preview, replace (choose another file) and remove, with the text
 * alternative's input when the body has one. Too big or of a type the server refuses fails here first, translated;
 * the server's refusals (413, 415, its own message otherwise) show under the field. The field's value is the path the
 * upload answered, so the form sends a path the server made (never one typed by hand).
 */
export function ImageField({ name, label, hint, required, upload, alt }: ImageFieldProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const errorText = useFieldErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const altText = useWatch({ control, name: alt?.name ?? name }) as string | undefined;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const value = typeof field.value === 'string' ? field.value : '';

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.size > IMAGE_MAX_BYTES) return setFailure(t('kit.image.tooLarge', { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 }));
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setFailure(t('kit.image.wrongType'));
    setBusy(true);
    setStatus(t('kit.image.uploading'));
    try {
      field.onChange(await upload(file));
      field.onBlur();
      setStatus(t('kit.image.uploaded'));
    } catch (err) {
      setStatus('');
      const status = err instanceof ApiError ? err.status : 0;
      setFailure(
        status === 413
          ? t('kit.image.tooLarge', { maxMb: IMAGE_MAX_BYTES / 1024 / 1024 })
          : status === 415
            ? t('kit.image.wrongType')
            : failureText(err, t('kit.image.failed')),
      );
    } finally {
      setBusy(false);
    }
  }

  const remove = () => {
    field.onChange('');
    setStatus(t('kit.image.removed'));
  };
  const error = failure ?? errorText(fieldState.error);
  return (
    <div className="image-field" aria-busy={busy || undefined}>
      {/* Only this origin's media: the console's CSP loads no third-party image. */}
      {value.startsWith('/media/') ? (
        <img className="image-field-preview" src={value} alt={altText && alt ? altText : ''} width={240} height={80} />
      ) : null}
      <Field label={label} hint={value ? t('kit.image.replaceHint') : (hint ?? t('kit.image.hint'))} required={required} error={error}>
        {(ctrl) => (
          <input
            {...ctrl}
            ref={field.ref}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className="input file-input"
            disabled={busy}
            onChange={(e) => void onFile(e)}
          />
        )}
      </Field>
      <div className="actions">
        {busy ? <Spinner size="sm" /> : null}
        {value && !busy ? (
          <Button variant="ghost" className="btn-sm" onClick={remove}>
            {t('kit.image.remove')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="sr-only image-field-status">
        {status}
      </p>
      {alt ? <FormText name={alt.name} label={alt.label} hint={alt.hint} maxLength={alt.maxLength} required /> : null}
    </div>
  );
}
