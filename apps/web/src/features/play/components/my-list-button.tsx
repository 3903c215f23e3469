import type { TPlayContent } from '@congrega/contract/play';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { addToMyList } from '../api/add-to-my-list.ts';
import { playKeys } from '../api/play-keys.ts';
import { removeFromMyList } from '../api/remove-from-my-list.ts';
import type { PlayScope } from '../lib/play-scope.ts';

/** Add to / remove from my list (members; the button's name says the action, so it is not also a pressed toggle). */
export function MyListButton({ content, scope }: { content: TPlayContent; scope: PlayScope }) {
  const { t } = useTranslation('play');
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const inList = content.minhaListaId !== null;

  async function toggle() {
    setBusy(true);
    setFailure(null);
    try {
      if (content.minhaListaId !== null) await removeFromMyList(content.minhaListaId);
      else await addToMyList(scope, content.id);
      await client.invalidateQueries({ queryKey: playKeys.all(scope) });
    } catch (err) {
      setFailure(failureText(err, t('video.listFailed')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="secondary" loading={busy} onClick={() => void toggle()}>
        {inList ? t('video.removeFromList') : t('video.addToList')}
      </Button>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
    </>
  );
}
