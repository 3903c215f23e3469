import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { Button } from '../ui/button.tsx';
import '../ui/field.css';

/** How long "Copied" stays after a copy. */
const COPIED_MS = 4000;

/**
 * A code to copy (Pix "copia e cola", boleto line): shown in full in a read-only box the user can also select by
 * hand, and a copy button whose result is announced.
 */
export function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation('payments');
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [result]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setResult('copied');
    } catch {
      // No clipboard access (permissions, old browser): select the text so the user can copy it by hand.
      box.current?.select();
      setResult('failed');
    }
  }

  return (
    <div className="copy-field field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        ref={box}
        id={id}
        className="input copy-field-value"
        readOnly
        rows={3}
        value={value}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div className="copy-field-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copyLabel}
        </Button>
        <span role="status" className="copy-field-status">
          {result ? t(result === 'copied' ? 'instructions.copied' : 'instructions.copyFailed') : null}
        </span>
      </div>
    </div>
  );
}
