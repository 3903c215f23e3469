import type { TAdminLiveService } from '@congrega/contract/admin/live';
import { adminLiveServiceDelete } from '@congrega/contract/endpoints/admin-live';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { toast } from '../../kit/toasts.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { consolePath, useMayCall } from '../../lib/console-areas.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';
import { routeId } from '../../lib/route-id.ts';
import { LiveToggle } from './live-toggle.tsx';
import { ServiceForm } from './service-form.tsx';
import { ServiceState } from './service-when.tsx';
import { deleteService, useService } from './services-api.ts';

/** `services/new` and `services/:serviceId`: a service's editor, go live / end, and delete with confirmation. */
export function ServiceScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const { serviceId: raw } = useParams();
  const serviceId = raw === 'new' ? undefined : routeId(raw);
  const service = useService(church.slug, serviceId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const back = (
    <p>
      <Link to={consolePath(lang, church.slug, 'services')}>{t('services.back')}</Link>
    </p>
  );
  const saved = async (s: TAdminLiveService) => {
    queryClient.setQueryData(churchKey(church.slug, 'services', 'service', s.id), s);
    await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'services') });
    if (serviceId === undefined) await navigate(consolePath(lang, church.slug, `services/${s.id}`), { replace: true });
  };
  if (serviceId === undefined && raw !== 'new') return <p>{t('services.notFound')}</p>;
  if (serviceId === undefined)
    return (
      <>
        <PageHeader title={t('services.new')}>{back}</PageHeader>
        <ServiceForm onSaved={saved} />
      </>
    );
  return (
    <QueryState query={service} isEmpty={() => false}>
      {(s) => (
        <>
          <PageHeader
            title={s.titulo}
            actions={
              <>
                <LiveToggle service={s} />
                <DeleteButton service={s} />
              </>
            }
          >
            {back}
            <p>
              <ServiceState service={s} />
            </p>
          </PageHeader>
          <ServiceForm key={`${s.id}:${s.fonteUrl}:${s.inicio ?? ''}:${s.horario ?? ''}`} service={s} onSaved={saved} />
        </>
      )}
    </QueryState>
  );
}

function DeleteButton({ service }: { service: TAdminLiveService }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayDelete = useMayCall()(adminLiveServiceDelete);
  const action = useActionFailure(t('kit.saveFailed'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!mayDelete) return null;
  const remove = async () => {
    setBusy(true);
    const ok = await action.attempt(() => deleteService(church.slug, service.id));
    setBusy(false);
    if (!ok) return;
    setOpen(false);
    queryClient.removeQueries({ queryKey: churchKey(church.slug, 'services', 'service', service.id) });
    await queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'services') });
    toast(t('services.deleted'));
    await navigate(consolePath(lang, church.slug, 'services'), { replace: true });
  };
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {t('services.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('services.deleteTitle')}
        description={service.titulo}
        confirmLabel={t('services.delete')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={open ? action.failure : null}
        onCancel={() => {
          action.dismiss();
          setOpen(false);
        }}
        onConfirm={() => void remove()}
      />
    </>
  );
}
