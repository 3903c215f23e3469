import { CHAT_NAME_MAX } from '@congrega/contract/chat';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextField } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/** Spec section 4 "Chat access": a visitor logs in, registers or enters a name (section 5: a name is needed). */
export function ChatAccess({ onName }: { onName: (name: string) => void }) {
  const { t } = useTranslation('live');
  const { pathname, search } = useLocation();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const redirectTo = `?redirectTo=${encodeURIComponent(`${pathname}${search}`)}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t('access.nameRequired'));
    onName(trimmed);
  };
  return (
    <div className="chat-access">
      <p>{t('access.intro')}</p>
      <Button onClick={() => setOpen(true)}>{t('access.join')}</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('access.title')}
        description={t('access.description')}
        footer={
          <>
            <ButtonLink to={`/access/register${redirectTo}`} variant="secondary">
              {t('access.register')}
            </ButtonLink>
            <ButtonLink to={`/access${redirectTo}`} variant="secondary">
              {t('access.login')}
            </ButtonLink>
          </>
        }
      >
        <form className="chat-access-form" onSubmit={submit} noValidate>
          <TextField
            label={t('access.name')}
            required
            error={error}
            value={name}
            maxLength={CHAT_NAME_MAX}
            autoComplete="nickname"
            data-autofocus
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
          <Button type="submit">{t('access.enter')}</Button>
        </form>
      </Dialog>
    </div>
  );
}
