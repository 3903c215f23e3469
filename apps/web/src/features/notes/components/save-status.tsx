import { Button } from '../../../components/ui/button.tsx';
import { formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import type { SaveStatus } from '../lib/note-saver.ts';

interface SaveStatusProps {
  status: SaveStatus;
  onRetry: () => void;
  onKeepMine: () => void;
  onLoadLatest: () => void;
}

/**
 * "Saving… / Saved / Not saved, retrying" in a polite live region (announced without interrupting the
 * typing), with the actions a state needs beside it, outside the region so they are not read out on
 * every change.
 */
export function SaveStatusLine({ status, onRetry, onKeepMine, onLoadLatest }: SaveStatusProps) {
  const { t } = useTranslation(['notes', 'contract']);
  let text = '';
  if (status.kind === 'pending' || status.kind === 'saving') text = t('status.saving');
  else if (status.kind === 'saved') text = t('status.saved', { when: formatMoment(status.at, 'dateTime') });
  else if (status.kind === 'retrying') text = t('status.retrying');
  else if (status.kind === 'untitled') text = t('contract:validation.noteTitle');
  else if (status.kind === 'empty') text = t('status.empty');
  else if (status.kind === 'conflict') text = status.message;
  else if (status.kind === 'failed') text = status.message || t('status.failed');

  const problem = status.kind === 'retrying' || status.kind === 'conflict' || status.kind === 'failed' || status.kind === 'untitled';
  return (
    <div className={['note-status', problem ? 'note-status-problem' : ''].filter(Boolean).join(' ')}>
      <p role="status" className="note-status-text">
        {text}
      </p>
      {status.kind === 'retrying' || status.kind === 'failed' ? (
        <Button variant="secondary" className="btn-sm" onClick={onRetry}>
          {t('status.retryNow')}
        </Button>
      ) : null}
      {status.kind === 'conflict' ? (
        <>
          <Button variant="secondary" className="btn-sm" onClick={onKeepMine}>
            {t('status.keepMine')}
          </Button>
          <Button variant="ghost" className="btn-sm" onClick={onLoadLatest}>
            {t('status.loadLatest')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
