import type { TAdminBanner } from '@congrega/contract/admin/settings';
import { bannerDelete, bannerReorder, bannerUpdate } from '@congrega/contract/endpoints/admin-settings';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { apiCall } from '../../../lib/api-call.ts';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { churchKey, useConsole } from '../../lib/console-context.ts';
import { BannerForm } from './banner-form.tsx';

/**
 * The home's banners in order: move one up or down, show or hide it, change it in place, delete it (confirmed), add one
 * at the end (banner-form.tsx).
 */
export function BannersSection({ banners }: { banners: TAdminBanner[] }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const queryClient = useQueryClient();
  const params = { church: church.slug };
  const reload = () => queryClient.invalidateQueries({ queryKey: churchKey(church.slug, 'settings') });
  const action = useActionFailure(t('kit.saveFailed'));
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<TAdminBanner | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const ordered = [...banners].sort((a, b) => a.ordem - b.ordem);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    const ok = await action.attempt(async () => {
      await work();
      await reload();
    });
    setBusy(false);
    if (ok) toast(done);
    return ok;
  };
  const move = (index: number, to: number) => {
    const ids = ordered.map((b) => b.id);
    ids.splice(to, 0, ...ids.splice(index, 1));
    void run(() => apiCall(bannerReorder, { params, body: { ids } }), t('settings.orderSaved'));
  };
  return (
    <section className="form-section" aria-labelledby="banners-title">
      <h2 id="banners-title">{t('settings.banners')}</h2>
      {action.failure && !deleting ? <Alert tone="error">{action.failure}</Alert> : null}
      {ordered.length === 0 ? <p className="muted">{t('settings.noBanners')}</p> : null}
      <ol className="editable-list" aria-busy={busy || undefined}>
        {ordered.map((banner, index) => (
          <li key={banner.id} className="editable-item banner-item">
            {editing === banner.id ? (
              <BannerForm banner={banner} reload={reload} onDone={() => setEditing(null)} />
            ) : (
              <BannerSummary banner={banner} />
            )}
            <div className="actions">
              <Button variant="ghost" className="btn-sm" disabled={busy || index === 0} onClick={() => move(index, index - 1)}>
                {t('settings.moveUp')}
                <span className="sr-only"> {banner.titulo}</span>
              </Button>
              <Button
                variant="ghost"
                className="btn-sm"
                disabled={busy || index === ordered.length - 1}
                onClick={() => move(index, index + 1)}
              >
                {t('settings.moveDown')}
                <span className="sr-only"> {banner.titulo}</span>
              </Button>
              <Button
                variant="ghost"
                className="btn-sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    () => apiCall(bannerUpdate, { params: { ...params, id: banner.id }, body: { flagAtivo: !banner.flagAtivo } }),
                    t('settings.saved'),
                  )
                }
              >
                {banner.flagAtivo ? t('settings.hide') : t('settings.show')}
                <span className="sr-only"> {banner.titulo}</span>
              </Button>
              <Button variant="ghost" className="btn-sm" disabled={busy} onClick={() => setEditing(banner.id)}>
                {t('settings.edit')}
                <span className="sr-only"> {banner.titulo}</span>
              </Button>
              <Button variant="ghost" className="btn-sm" disabled={busy} onClick={() => setDeleting(banner)}>
                {t('settings.delete')}
                <span className="sr-only"> {banner.titulo}</span>
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <h3>{t('settings.addBanner')}</h3>
      <BannerForm reload={reload} />
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.deleteBannerTitle')}
        description={deleting?.titulo}
        confirmLabel={t('settings.delete')}
        cancelLabel={t('kit.cancel')}
        pending={busy}
        error={deleting ? action.failure : null}
        onCancel={() => {
          action.dismiss();
          setDeleting(null);
        }}
        onConfirm={() => {
          const target = deleting;
          if (!target) return;
          void run(() => apiCall(bannerDelete, { params: { ...params, id: target.id } }), t('settings.bannerDeleted')).then(
            (ok) => ok && setDeleting(null),
          );
        }}
      />
    </section>
  );
}

/** A banner as members see it: its image (with its text alternative), title, link and window on the church's clock. */
function BannerSummary({ banner }: { banner: TAdminBanner }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const window = [
    banner.dataInicio ? t('settings.bannerFrom', { at: formatAt(banner.dataInicio, church, lang) }) : null,
    banner.dataFim ? t('settings.bannerUntil', { at: formatAt(banner.dataFim, church, lang) }) : null,
  ].filter(Boolean);
  return (
    <>
      {/* Only this origin's media: the console's CSP loads no third-party image. */}
      {banner.imagem.startsWith('/media/') ? (
        <img className="banner-thumb" src={banner.imagem} alt={banner.textoAlternativo} width={160} height={54} loading="lazy" />
      ) : null}
      <p>
        <strong>{banner.titulo}</strong> {banner.flagAtivo ? null : <span className="muted">({t('settings.hidden')})</span>}
      </p>
      <p className="muted banner-meta">
        {banner.imagem}
        {banner.link ? ` → ${banner.link}` : ''}
      </p>
      {window.length ? <p className="muted">{window.join(' · ')}</p> : null}
    </>
  );
}
