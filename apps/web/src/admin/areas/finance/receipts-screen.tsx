import { RECEIPT_YEAR_MIN, type TReceiptRun, type TReceiptYear } from '@congrega/contract/admin/receipts';
import { receiptStart } from '@congrega/contract/endpoints/admin-finance-receipts';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useActionFailure } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { Fact, Facts, Section } from '../../kit/facts.tsx';
import { DownloadButton } from '../../kit/list-tools.tsx';
import { PageHeader } from '../../kit/page-header.tsx';
import { useYearParam, YearField } from '../../kit/year-field.tsx';
import { toast } from '../../kit/toasts.tsx';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { loadReceiptZip, useReceiptStart, useReceiptYear } from './receipts-api.ts';

/**
 * Yearly donation receipts ("informes de doações"): pick a year, start its generation (finance edit, behind a
 * confirmation: every giver is e-mailed), follow its progress (asked every 2 s while it draws), then download the
 * ZIP of PDFs. The year lives in the address (?ano=), last year by default.
 */
export function ReceiptsScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const picked = useYearParam(RECEIPT_YEAR_MIN, (thisYear) => thisYear - 1);
  const year = useReceiptYear(church.slug, picked.ano);
  return (
    <>
      <PageHeader title={t('areas.receipts')}>
        <p className="muted">{t('receipts.intro')}</p>
      </PageHeader>
      <YearField label={t('receipts.year')} year={picked} />
      <QueryState query={year} isEmpty={() => false}>
        {(data) => <YearState data={data} />}
      </QueryState>
    </>
  );
}

function YearState({ data }: { data: TReceiptYear }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCall = useMayCall();
  const start = useReceiptStart(church.slug);
  const failure = useActionFailure(t('kit.saveFailed'));
  const [confirming, setConfirming] = useState(false);
  const run = data.lote;
  const drawing = run?.estado === 'gerando';
  const close = () => {
    failure.dismiss();
    setConfirming(false);
  };
  const confirm = async () => {
    if (!(await failure.attempt(() => start.mutateAsync(data.ano)))) return;
    toast(t('receipts.started', { year: data.ano }));
    close();
  };
  return (
    <>
      {data.faltaDadosLegais ? <Alert tone="warning">{t('receipts.legalMissing')}</Alert> : null}
      <Section id="receipts-run" title={t('receipts.runTitle', { year: data.ano })}>
        {run ? <RunFacts run={run} /> : <p className="muted">{t('receipts.never', { year: data.ano })}</p>}
        <span className="actions">
          {mayCall(receiptStart) && !drawing ? (
            <Button variant={run ? 'secondary' : 'primary'} onClick={() => setConfirming(true)}>
              {run ? t('receipts.again') : t('receipts.start')}
            </Button>
          ) : null}
          {run?.estado === 'concluido' && run.total > 0 ? <ZipButton run={run} /> : null}
        </span>
      </Section>
      <ConfirmDialog
        open={confirming}
        title={t('receipts.confirmTitle', { year: data.ano })}
        description={t('receipts.confirmBody', { year: data.ano })}
        confirmLabel={t('receipts.start')}
        cancelLabel={t('kit.cancel')}
        destructive={false}
        onConfirm={() => void confirm()}
        onCancel={close}
        pending={start.isPending}
        error={failure.failure}
      />
      {run ? (
        <p className="muted">{t('receipts.startedBy', { name: run.iniciadoPor.nome, at: formatAt(run.iniciadoEm, church, lang) })}</p>
      ) : null}
    </>
  );
}

function RunFacts({ run }: { run: TReceiptRun }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  return (
    <Facts>
      <Fact label={t('receipts.state')}>{t(`receipts.states.${run.estado}`)}</Fact>
      <Fact label={t('receipts.drawn')}>
        <span className="person-cell">
          <span>{t('receipts.progress', { done: run.gerados, total: run.total })}</span>
          <progress max={Math.max(run.total, 1)} value={run.total ? run.gerados : 1} aria-label={t('receipts.drawn')} />
        </span>
      </Fact>
      <Fact label={t('receipts.mailed')}>{t('receipts.progress', { done: run.enviados, total: run.total })}</Fact>
      {run.concluidoEm ? <Fact label={t('receipts.finished')}>{formatAt(run.concluidoEm, church, lang)}</Fact> : null}
    </Facts>
  );
}

function ZipButton({ run }: { run: TReceiptRun }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  return (
    <DownloadButton
      variant="primary"
      label={t('receipts.download', { count: run.total })}
      fileName={`informes-${run.ano}.zip`}
      load={() => loadReceiptZip(church.slug, run.id)}
    />
  );
}
