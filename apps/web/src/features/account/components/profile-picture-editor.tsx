import type { TClientAccount } from '@congrega/contract/user';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { updateClientAccount } from '../../../lib/session.ts';
import { removeProfilePicture, uploadProfilePicture } from '../api/profile-picture.ts';
import { ProfileAvatar } from './profile-avatar.tsx';

/** The server's limit (lib/image-upload.ts): checked here first so a large photo fails before it is sent. */
const MAX_BYTES = 5 * 1024 * 1024;
const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * "Profile picture", the first entry of my account (spec section 2): the picture, a file picker to change it (the
 * server re-encodes it and strips its metadata) and a confirmed removal. The session's client account is updated
 * from the answer, so the header shows the new picture at once.
 */
export function ProfilePictureEditor({ client, children }: { client: TClientAccount; children?: ReactNode }) {
  const { t } = useTranslation('account');
  const inputId = useId();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  async function run(kind: 'upload' | 'remove', action: () => Promise<TClientAccount>, doneText: string): Promise<boolean> {
    setBusy(kind);
    setFailure(null);
    setDone(null);
    try {
      updateClientAccount(await action());
      setDone(doneText);
      return true;
    } catch (err) {
      setFailure(failureText(err, t('picture.failed')));
      return false;
    } finally {
      setBusy(null);
    }
  }

  function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setDone(null);
      setFailure(t('picture.tooLarge'));
      return;
    }
    void run('upload', () => uploadProfilePicture(client.id, file), t('picture.saved'));
  }

  return (
    <div className="profile-head profile-picture">
      <ProfileAvatar client={client} />
      <div className="profile-picture-body">
        {children}
        <div className="profile-picture-actions">
          <input id={inputId} type="file" accept={ACCEPT} className="sr-only file-input" onChange={onFile} disabled={busy !== null} />
          <label htmlFor={inputId} className={buttonClass('secondary', 'btn-sm')} aria-disabled={busy !== null || undefined}>
            {busy === 'upload' ? <Spinner size="sm" /> : null}
            {client.imagem ? t('picture.change') : t('picture.add')}
          </label>
          {client.imagem ? (
            <Button variant="ghost" className="btn-sm" onClick={() => setConfirming(true)} disabled={busy !== null}>
              {t('picture.remove')}
            </Button>
          ) : null}
        </div>
        <p className="form-note">{t('picture.hint')}</p>
      </div>
      <p role="status" className="sr-only">
        {done ?? ''}
      </p>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ConfirmDialog
        open={confirming}
        title={t('picture.removeTitle')}
        description={t('picture.removeBody')}
        confirmLabel={t('picture.remove')}
        cancelLabel={t('picture.cancel')}
        pending={busy === 'remove'}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void run('remove', () => removeProfilePicture(client.id), t('picture.removed')).then((ok) => ok && setConfirming(false))
        }
      />
    </div>
  );
}
