import type { TAdminLiveService } from '@congrega/contract/admin/live';
import { adminLiveServiceStart } from '@congrega/contract/endpoints/admin-live';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';
import { setServiceLive } from './services-api.ts';

/** "Go live" / "End" for one service (its list row or its screen); the member pages follow at once. */
export function LiveToggle({ service }: { service: TAdminLiveService }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const mayCall = useMayCall();
  const queryClient = useQueryClient();
  const action = useActionFailure(t('kit.saveFailed'));
  const [busy, setBusy] = useState(false);
  if (!mayCall(adminLiveServiceStart)) return null;
  const toggle = async () => {
    setBusy(true);
    let next: TAdminLiveService | undefined;
    const ok = await action.attempt(async () => {
      next = await setServiceLive(church.slug, service.id, !service.aoVivo);
    });
    setBusy(false);
    if (!ok || !next) return;
    queryClient.setQueryData(churchKey(church.slug, 'services', 'service', next.id), next);
    await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'services') });
    toast(next.aoVivo ? t('services.liveNow', { title: next.titulo }) : t('services.endedNow', { title: next.titulo }));
  };
  return (
    <>
      {action.failure ? <Alert tone="error">{action.failure}</Alert> : null}
      <Button
        variant={service.aoVivo ? 'secondary' : 'primary'}
        loading={busy}
        aria-label={service.aoVivo ? t('services.endOf', { title: service.titulo }) : t('services.goLiveOf', { title: service.titulo })}
        onClick={() => void toggle()}
      >
        {service.aoVivo ? t('services.end') : t('services.goLive')}
      </Button>
    </>
  );
}
