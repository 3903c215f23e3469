import type { TMemberCard } from '@congrega/contract/member-card';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import '../member-card.css';

/** Stored calendar days (ISO), formatted in UTC so no time zone moves them a day. */
const day = (iso: string | null) => (iso ? formatCalendarDate(iso, 'dateShort') : null);
const cpfText = (cpf: string | null) => (cpf && /^\d{11}$/.test(cpf) ? cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : cpf);
const MARITAL = ['solteiro', 'casado', 'casado_civil', 'casado_civil_religioso', 'uniao_estavel', 'morando_junto', 'divorciado', 'viuvo'];

function Field({ label, value, wide, nowrap }: { label: string; value: string | null; wide?: boolean; nowrap?: boolean }) {
  if (!value) return null;
  return (
    <div className={`mc-field${wide ? ' mc-wide' : ''}${nowrap ? ' mc-nowrap' : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The member card (spec section 3), front and back at the real card's proportions (85.6 x 54 mm, ISO ID-1). Sizes are
 * in container units, so the same drawing fills a phone screen and prints at card size (member-card.css).
 */
export function MemberCardView({ card }: { card: TMemberCard }) {
  const { t } = useTranslation('member-card');
  const initials = `${Array.from(card.nome)[0] ?? ''}${Array.from(card.sobrenome)[0] ?? ''}`.toUpperCase();
  const sex = card.sexo === 'M' ? t('sex.M') : card.sexo === 'F' ? t('sex.F') : card.sexo;
  const marital = card.estadoCivil && MARITAL.includes(card.estadoCivil) ? t(`marital.${card.estadoCivil}`) : card.estadoCivil;
  return (
    <div className="member-card-sides">
      <div className="member-card-frame">
        <article className="member-card mc-front" aria-label={t('front')}>
          <header className="mc-head">
            {card.igreja.logo ? <img src={card.igreja.logo} alt="" className="mc-logo" /> : null}
            <span>{card.igreja.nome}</span>
            <span className="mc-kind">{t('title')}</span>
          </header>
          <div className="mc-body">
            <span className="mc-photo">
              {card.imagem ? (
                <img src={card.imagem} alt={t('photoOf', { name: card.nomeCompleto })} />
              ) : (
                <span aria-hidden="true">{initials}</span>
              )}
            </span>
            <dl className="mc-fields">
              <div className="mc-field mc-wide mc-name">
                <dt className="sr-only">{t('fields.name')}</dt>
                <dd>{card.nomeCompleto}</dd>
              </div>
              <Field label={t('fields.number')} value={card.numeroMembro} />
              <Field label={t('fields.position')} value={card.cargo} />
              <Field label={t('fields.baptism')} value={day(card.dataBatismo)} />
              <Field label={t('fields.congregation')} value={card.congregacao} />
            </dl>
          </div>
          <footer className="mc-foot">{card.validade ? t('validUntil', { date: day(card.validade) }) : t('noExpiry')}</footer>
        </article>
      </div>
      <div className="member-card-frame">
        <article className="member-card mc-back" aria-label={t('back')}>
          <dl className="mc-fields">
            <Field label={t('fields.birth')} value={day(card.dataNascimento)} />
            <Field label={t('fields.cpf')} value={cpfText(card.cpf)} nowrap />
            <Field label={t('fields.sex')} value={sex} />
            <Field label={t('fields.marital')} value={marital} />
            <Field label={t('fields.phone')} value={card.telefone} />
            <Field label={t('fields.church')} value={card.igreja.nome} />
            <Field label={t('fields.pastor')} value={card.responsavel} wide />
          </dl>
          <img className="mc-qr" src={card.qrCode} alt={t('qr')} />
        </article>
      </div>
    </div>
  );
}
