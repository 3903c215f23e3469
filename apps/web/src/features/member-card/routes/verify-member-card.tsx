import { QueryState } from '../../../components/query-state.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { formatCalendarDate, formatMoment } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useCardCheck } from '../api/verify-member-card.ts';
import '../member-card.css';

/**
 * /member-card/verify?code=: where a card's QR code leads. Staff of the church (logged in) see whether the card is
 * valid today and what the card itself shows, nothing more; anyone else is told only staff can check cards.
 */
export function Component() {
  const { t } = useTranslation('member-card');
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const query = useCardCheck(code);
  useDocumentTitle(t('check.title'));
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  return (
    <section className="member-card-page card-check">
      <h1>{t('check.title')}</h1>
      {!code ? <Alert tone="error">{t('check.noCode')}</Alert> : null}
      {forbidden ? <Alert tone="warning">{t('check.staffOnly')}</Alert> : null}
      {code && !forbidden ? (
        <QueryState query={query} isEmpty={() => false}>
          {(check) => (
            <>
              <p className="card-check-verdict" data-valid={String(check.valida)} role="status">
                {check.valida ? t('check.valid') : t('check.invalid')}
              </p>
              {check.imagem ? (
                <span className="mc-photo">
                  <img src={check.imagem} alt={t('photoOf', { name: check.nomeCompleto })} />
                </span>
              ) : null}
              <dl className="card-check-fields">
                <dt>{t('fields.name')}</dt>
                <dd>{check.nomeCompleto}</dd>
                <dt>{t('fields.number')}</dt>
                <dd>{check.numeroMembro}</dd>
                {check.cargo ? (
                  <>
                    <dt>{t('fields.position')}</dt>
                    <dd>{check.cargo}</dd>
                  </>
                ) : null}
                <dt>{t('fields.church')}</dt>
                <dd>{check.igreja}</dd>
                <dt>{t('fields.validity')}</dt>
                <dd>{check.validade ? formatCalendarDate(check.validade, 'dateLong') : t('noExpiry')}</dd>
              </dl>
              <p className="muted">{t('check.checkedAt', { when: formatMoment(check.verificadoEm, 'dateTime') })}</p>
            </>
          )}
        </QueryState>
      ) : null}
    </section>
  );
}
