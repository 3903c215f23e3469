import { PRAYER_IMAGE_MAX_MB } from '@congrega/contract/prayer';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { checkImageFile, PRAYER_IMAGE_TYPES } from '../lib/image-file.ts';

export interface ChosenImage {
  file: File;
  /** Object URL for the preview; revoked when replaced or when the picker goes away. */
  url: string;
}

interface ImagePickerProps {
  value: ChosenImage | null;
  onChange: (image: ChosenImage | null) => void;
  /** A message from the server about the file (already translated). */
  serverError?: string;
}

/**
 * Optional image with a preview. Type and size are checked at once, before any upload, so a phone on a
 * slow network does not send 20 MB only to be refused; the server checks the real bytes again.
 */
export function ImagePicker({ value, onChange, serverError }: ImagePickerProps) {
  const { t } = useTranslation('prayer');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<'type' | 'size' | null>(null);
  const url = value?.url;
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

  function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const found = checkImageFile(file);
    setProblem(found);
    if (found) {
      event.target.value = '';
      return;
    }
    onChange({ file, url: URL.createObjectURL(file) });
  }

  function onRemove() {
    if (input.current) input.current.value = '';
    setProblem(null);
    onChange(null);
    input.current?.focus();
  }

  const error = problem ? t(problem === 'type' ? 'new.imageType' : 'new.imageSize', { maxMb: PRAYER_IMAGE_MAX_MB }) : serverError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={['field', error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {t('new.image')}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        className="input"
        accept={PRAYER_IMAGE_TYPES.join(',')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        onChange={onPick}
      />
      <p id={hintId} className="field-hint">
        {t('new.imageHint', { maxMb: PRAYER_IMAGE_MAX_MB })}
      </p>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {value ? (
        <div className="image-preview">
          <img src={value.url} alt={t('new.imagePreview')} />
          <Button variant="secondary" className="btn-sm" onClick={onRemove}>
            {t('new.removeImage')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
