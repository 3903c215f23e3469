import { useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n/use-translation.ts';
import { saveBlob } from '../kit/list-tools.tsx';
import { ADMIN_NAMESPACE } from '../lib/admin-i18n.ts';

/** Recovery codes, shown this once: copy them or download them as a text file, then say they are kept. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), 'congrega-recovery-codes.txt');
  return (
    <section className="recovery-codes" aria-labelledby="recovery-title">
      <h2 id="recovery-title">{t('security.recoveryTitle')}</h2>
      <Alert tone="warning">{t('security.recoveryOnce')}</Alert>
      <ol className="code-list" aria-label={t('security.recoveryTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? t('security.copied') : t('security.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('security.download')}
        </Button>
        <Button onClick={onDone}>{t('security.saved')}</Button>
      </div>
    </section>
  );
}
