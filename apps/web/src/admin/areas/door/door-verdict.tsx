import type { TDoorCheckInResult } from '@congrega/contract/admin/door';
import { useEffect } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { formatAt } from '../../lib/admin-format.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import type { CardVerdict } from './door-card.ts';
import type { OfflineVerdict } from './door-offline.ts';
import { playDoorTone } from './door-sound.ts';

/** What the door shows after a scan: the server's verdict, the one decided offline (`offline`), or a member card's. */
export type ShownVerdict = (TDoorCheckInResult | OfflineVerdict | CardVerdict) & { offline?: boolean };

const TONE = {
  admitido: 'ok',
  ja_admitido: 'warn',
  nao_pago: 'stop',
  cancelado: 'stop',
  outro_evento: 'stop',
  desconhecido: 'stop',
  carteirinha_desconhecida: 'stop',
} as const;
const ICON = {
  ok: 'M4 12.5l5 5L20 6.5',
  warn: 'M12 7v6M12 17v.5M3 20h18L12 4z',
  stop: 'M6 6l12 12M18 6L6 18',
} as const;
/** Short buzz for in, a double one for anything that needs a person's look. */
type Tone = keyof typeof ICON;

/** A card's tone is its validity; a ticket's, its verdict. */
function toneOf(verdict: ShownVerdict): Tone {
  if (verdict.veredito === 'carteirinha') return verdict.cartao.valida ? 'ok' : 'stop';
  return TONE[verdict.veredito];
}

function titleKey(verdict: ShownVerdict): string {
  if (verdict.veredito === 'carteirinha') return verdict.cartao.valida ? 'door.verdicts.carteirinha' : 'door.verdicts.carteirinha_invalida';
  return `door.verdicts.${verdict.veredito}`;
}

const VIBRATION: Record<Tone, number | number[]> = { ok: 80, warn: [120, 60, 120], stop: [250, 80, 250] };

/**
 * The big verdict: colour, icon and words together (never colour alone), announced (role="status", polite), heard
 * (door-sound.ts, unless the door turned the sound off) and felt where the phone can vibrate.
 */
export function DoorVerdict({ verdict, scanId }: { verdict: ShownVerdict | null; scanId: number }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church, lang } = useConsole();
  const tone = verdict ? toneOf(verdict) : null;
  useEffect(() => {
    if (!tone) return;
    playDoorTone(tone);
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION[tone]);
  }, [tone, scanId]);
  return (
    <div className={`door-verdict${tone ? ` door-verdict-${tone}` : ''}`} role="status" aria-live="polite" aria-atomic="true">
      {verdict && tone ? (
        <>
          <Icon d={ICON[tone]} className="door-verdict-icon" />
          <p className="door-verdict-title">{t(titleKey(verdict))}</p>
          {'titular' in verdict ? (
            <p className="door-verdict-holder">
              {verdict.titular} · {verdict.tipo}
            </p>
          ) : null}
          {verdict.veredito === 'admitido' && 'reentrada' in verdict && verdict.reentrada ? <p>{t('door.reentry')}</p> : null}
          {verdict.veredito === 'ja_admitido' ? (
            <p>
              {'admissao' in verdict
                ? t('door.admittedBy', {
                    at: formatAt(verdict.admissao.em, church, lang),
                    name: verdict.admissao.por.nome,
                    door: verdict.admissao.porta ?? verdict.admissao.dispositivo,
                  })
                : t('door.admittedAt', { at: formatAt(verdict.em, church, lang) })}
            </p>
          ) : null}
          {verdict.veredito === 'outro_evento' && 'evento' in verdict ? (
            <p>{t('door.otherEvent', { title: verdict.evento.titulo })}</p>
          ) : null}
          {verdict.veredito === 'carteirinha' ? (
            <>
              <p className="door-verdict-holder">
                {verdict.cartao.nomeCompleto} · {t('door.cardNumber', { number: verdict.cartao.numeroMembro })}
              </p>
              <p>
                {verdict.cartao.validade
                  ? t('door.cardUntil', { date: formatCalendarDate(verdict.cartao.validade, 'date', lang) })
                  : t('door.cardNoEnd')}
                {verdict.cartao.cargo ? ` · ${verdict.cartao.cargo}` : ''}
              </p>
            </>
          ) : null}
          {verdict.offline ? <p className="door-verdict-note">{t('door.decidedOffline')}</p> : null}
        </>
      ) : (
        <p className="door-verdict-title">{t('door.ready')}</p>
      )}
    </div>
  );
}
