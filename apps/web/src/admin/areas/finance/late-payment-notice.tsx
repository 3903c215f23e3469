import type { TFinancePaymentDetail } from '@congrega/contract/admin/finance';
import { financePaymentHonour } from '@congrega/contract/endpoints/admin-finance-attention';
import { financeRefundCreate } from '@congrega/contract/endpoints/admin-finance';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useMayCall } from '../../lib/console-areas.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useHonour } from './attention-api.ts';
import { NoteDialog } from './note-dialog.tsx';

/**
 * A cancelled order whose money arrived afterwards (an expired Pix paid late): the notice says so, with its two ways
 * out while money is still held: refund it (the refund dialog, finance edit) or keep it (the honour, with a note
 * for the audit log). Once honoured it says who decided, when and why; once refunded in full, just that.
 */
export function LatePaymentNotice({ payment: p, onRefund }: { payment: TFinancePaymentDetail; onRefund: () => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const mayCall = useMayCall();
  const honour = useHonour(church.slug, p.id);
  const [honouring, setHonouring] = useState(false);
  const late = p.pagoAposCancelamento;
  if (!late) return null;
  const honoured = late.honrado;
  const open = p.estornavel > 0 && !honoured;
  return (
    <section aria-labelledby="late-payment-title" className="late-payment">
      <Alert tone="warning" title={<span id="late-payment-title">{t('attention.lateTitle')}</span>}>
        <p>{t('attention.lateBody', { date: formatAt(p.pagoEm, church, lang), amount: formatMoney(p.total, p.moeda, lang) })}</p>
        {honoured ? (
          <p>
            {t('attention.honoured', { name: honoured.por.nome || '—', date: formatAt(honoured.em, church, lang) })}{' '}
            <q>{honoured.observacao}</q>
          </p>
        ) : null}
        {!honoured && p.estornavel === 0 ? <p>{t('attention.lateRefunded')}</p> : null}
        {open ? (
          <p className="actions">
            {mayCall(financeRefundCreate) && p.viaEstorno ? (
              <Button variant="danger" onClick={onRefund}>
                {t('finance.refund')}
              </Button>
            ) : null}
            {mayCall(financePaymentHonour) ? (
              <Button variant="secondary" onClick={() => setHonouring(true)}>
                {t('attention.honour')}
              </Button>
            ) : null}
          </p>
        ) : null}
      </Alert>
      {honouring ? (
        <NoteDialog
          title={t('attention.honourTitle', { code: p.codigo })}
          description={t('attention.honourBody', { amount: formatMoney(p.estornavel, p.moeda, lang) })}
          label={t('attention.honourNote')}
          hint={t('attention.honourNoteHint')}
          confirmLabel={t('attention.honour')}
          doneText={t('attention.honourDone')}
          send={honour}
          onClose={() => setHonouring(false)}
        />
      ) : null}
    </section>
  );
}
