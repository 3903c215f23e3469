import type { TAdminMedia } from '@congrega/contract/admin/media';
import { adminMediaCreate } from '@congrega/contract/endpoints/admin-media';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { DataList, type Column } from '../../kit/data-list.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { deleteMedia, mediaListKey, useMediaList } from './media-api.ts';
import { CaptionsPanel } from './captions-panel.tsx';
import { UploadPanel } from './upload-panel.tsx';
import './media.css';

const seconds = (value: number | null) =>
  value === null ? '—' : `${Math.floor(value / 60)}:${String(Math.round(value % 60)).padStart(2, '0')}`;

/**
 * The media library ("Mídia"): upload a video (resumable, upload-panel.tsx), follow its processing (the list polls
 * while one is queued or processing), see what ffprobe read and the renditions made, delete. Without ffmpeg on the
 * server the screen says uploads cannot be processed and offers no upload.
 */
export function MediaScreen() {
  const { t } = useTranslation([ADMIN_NAMESPACE, 'contract']);
  const { church } = useConsole();
  const mayUpload = useMayCall()(adminMediaCreate);
  const list = useMediaList(church.slug);
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<TAdminMedia | null>(null);
  const [captioning, setCaptioning] = useState<number | null>(null);
  const action = useActionFailure(t('media.deleteFailed'));

  const state = (m: TAdminMedia) => {
    if (m.situacao === 'falhou')
      return <span className="status-badge status-failed">{t(`contract:error.${m.erro ?? 'MEDIA_TRANSCODE_FAILED'}`)}</span>;
    if (m.situacao === 'pronto') return <span className="status-badge status-paid">{t('media.state.pronto')}</span>;
    const percent = m.situacao === 'enviando' ? Math.floor((m.recebidos / m.tamanho) * 100) : m.progresso;
    return (
      <span className="media-progress">
        <span className="status-badge">{t(`media.state.${m.situacao}`, { percent })}</span>
        {m.situacao === 'processando' ? (
          <progress max={100} value={percent} aria-label={t('media.state.processando', { percent })} />
        ) : null}
      </span>
    );
  };
  const columns: Column<TAdminMedia>[] = [
    {
      key: 'nome',
      header: t('media.name'),
      cell: (m) => (
        <span className="media-name">
          {m.poster ? <img src={m.poster} alt="" width={96} height={54} /> : null}
          <span>{m.nome}</span>
        </span>
      ),
    },
    { key: 'situacao', header: t('media.stateHeader'), cell: state },
    { key: 'duracao', header: t('media.duration'), cell: (m) => seconds(m.duracaoSegundos) },
    {
      key: 'variantes',
      header: t('media.renditions'),
      cell: (m) => (m.variantes.length ? m.variantes.map((h) => `${h}p`).join(' · ') : '—'),
    },
    {
      key: 'acoes',
      header: t('kit.actions'),
      cell: (m) => (
        <span className="media-actions">
          {m.situacao === 'pronto' ? (
            <Button
              variant="secondary"
              onClick={() => setCaptioning(m.id)}
              aria-label={t('media.captions.openNamed', { name: m.nome })}
              aria-expanded={captioning === m.id}
            >
              {t('media.captions.open')}
            </Button>
          ) : null}
          {mayUpload ? (
            <Button variant="secondary" onClick={() => setDeleting(m)} aria-label={t('media.deleteNamed', { name: m.nome })}>
              {t('media.delete')}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('areas.media')}>
        <p className="muted">{t('media.intro')}</p>
      </PageHeader>
      <QueryState query={list} isEmpty={() => false}>
        {(data) => (
          <>
            {!data.processamentoDisponivel ? (
              <Alert tone="warning" title={t('media.unavailableTitle')}>
                {t('contract:error.MEDIA_PROCESSING_UNAVAILABLE')}
              </Alert>
            ) : mayUpload ? (
              <UploadPanel />
            ) : null}
            <DataList caption={t('areas.media')} columns={columns} rows={data.itens} rowKey={(m) => m.id} empty={t('media.empty')} />
            {(() => {
              const open = data.itens.find((m) => m.id === captioning && m.situacao === 'pronto');
              return open ? <CaptionsPanel key={open.id} media={open} mayEdit={mayUpload} onClose={() => setCaptioning(null)} /> : null;
            })()}
          </>
        )}
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title={t('media.deleteTitle')}
        description={t('media.deleteText', { name: deleting?.nome ?? '' })}
        confirmLabel={t('media.delete')}
        cancelLabel={t('kit.cancel')}
        error={action.failure}
        destructive
        onCancel={() => {
          action.dismiss();
          setDeleting(null);
        }}
        onConfirm={() =>
          void action
            .attempt(() => deleteMedia(church.slug, deleting!.id))
            .then(async (ok) => {
              if (!ok) return;
              setDeleting(null);
              await queryClient.invalidateQueries({ queryKey: mediaListKey(church.slug) });
            })
        }
      />
    </>
  );
}
