import type { TAdminLiveService } from '@congrega/contract/admin/live';
import { formatWallClock, resolveTimeZone, runtimeTimeZone } from '@congrega/contract/datetime';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';

/** When a service happens: "Sundays at 18:00" (in its zone) or a one-off stream's start. */
export function ServiceWhen({ service }: { service: TAdminLiveService }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  if (service.tipo === 'semanal') {
    const place = { locale: lang, timeZone: resolveTimeZone(service.fusoHorario), viewerTimeZone: runtimeTimeZone() };
    return (
      <>
        {t('services.weekly', { day: t(`services.days.${service.diaSemana ?? 0}`), time: formatWallClock(service.horario ?? '', place) })}
      </>
    );
  }
  return <>{formatAt(service.inicio, { ...church, fusoHorario: service.fusoHorario }, lang)}</>;
}

/** What the member pages show of it now: live, the next occurrence, or over. */
export function ServiceState({ service }: { service: TAdminLiveService }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  if (service.aoVivo) return <span className="status-badge status-paid">{t('services.live')}</span>;
  if (!service.ocorrencia) return <span className="status-badge status-failed">{t('services.over')}</span>;
  return <span>{t('services.next', { when: formatAt(service.ocorrencia.inicio, church, lang) })}</span>;
}
