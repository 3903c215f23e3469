import { PUBLICATION_PDF_MAX_BYTES } from '@congrega/contract/admin/content-kinds';
import { useState, type ChangeEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useFieldErrorText } from '../../../lib/zod-form-resolver.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { uploadPublicationPdf } from './content-parts-api.ts';

const MB = 1024 * 1024;

/**
 * A publication's PDF on the upload pipeline: the chosen file is checked here first (a PDF, at most 20 MB), sent at
 * once to the publications' upload endpoint (busy meanwhile, announced), and the field's value becomes the path the
 * server answered (never one typed by hand); the stored file opens from a link. Refusals show under the field.
 */
export function PdfField({ name, label, required }: { name: string; label: string; required?: boolean }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const errorText = useFieldErrorText();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const value = typeof field.value === 'string' ? field.value : '';
  const tooLarge = () => t('kit.image.tooLarge', { maxMb: PUBLICATION_PDF_MAX_BYTES / MB });

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFailure(null);
    if (file.type !== 'application/pdf') return setFailure(t('content.pdf.wrongType'));
    if (file.size > PUBLICATION_PDF_MAX_BYTES) return setFailure(tooLarge());
    setBusy(true);
    setStatus(t('kit.image.uploading'));
    try {
      field.onChange(await uploadPublicationPdf(church.slug, file));
      field.onBlur();
      setStatus(t('content.pdf.uploaded'));
    } catch (err) {
      setStatus('');
      const code = err instanceof ApiError ? err.status : 0;
      setFailure(code === 413 ? tooLarge() : code === 415 ? t('content.pdf.wrongType') : failureText(err, t('kit.image.failed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="image-field" aria-busy={busy || undefined}>
      <Field
        label={label}
        hint={value ? t('content.pdf.replaceHint') : t('content.pdf.hint')}
        required={required}
        error={failure ?? errorText(fieldState.error)}
      >
        {(ctrl) => (
          <input
            {...ctrl}
            ref={field.ref}
            type="file"
            accept="application/pdf"
            className="input file-input"
            disabled={busy}
            onChange={(e) => void onFile(e)}
          />
        )}
      </Field>
      <div className="actions">
        {busy ? <Spinner size="sm" /> : null}
        {value.startsWith('/media/') && !busy ? (
          <a href={value} target="_blank" rel="noopener noreferrer">
            {t('content.pdf.open')}
          </a>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
