import type { TChatMoment, TChatMomentAnswer } from '@congrega/contract/chat';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';

/**
 * The raise-hand moment (spec section 3): participants answer "raise hand" or "not now" to the host's question; the
 * moderator sees the count live, the members who raised a hand (each sent to the care team) and ends it.
 */
export function MomentBox(props: {
  moment: TChatMoment;
  moderator: boolean;
  answered: TChatMomentAnswer | null;
  onAnswer: (answer: TChatMomentAnswer) => void;
  onEnd: () => void;
}) {
  const { t } = useTranslation('live');
  const { moment, moderator, answered } = props;
  return (
    <section className="chat-moment" aria-labelledby="chat-moment-title">
      <h3 id="chat-moment-title">{t('moment.title')}</h3>
      <p>{moment.prompt ?? t('moment.question')}</p>
      {moderator ? (
        <>
          <p role="status" className="chat-moment-count">
            {t('moment.count', { raise: moment.levantar, notNow: moment.agoraNao })}
          </p>
          <h4>{t('moment.raisedTitle')}</h4>
          {moment.raised.length ? (
            <ul className="chat-raised" aria-label={t('moment.raisedTitle')}>
              {moment.raised.map((r) => (
                <li key={r.userId}>{r.name}</li>
              ))}
            </ul>
          ) : (
            <p className="muted">{t('moment.raisedEmpty')}</p>
          )}
          <Button variant="secondary" onClick={props.onEnd}>
            {t('moment.end')}
          </Button>
        </>
      ) : answered ? (
        <p role="status">{answered === 'levantar' ? t('moment.thanksRaise') : t('moment.thanksLater')}</p>
      ) : (
        <div className="actions">
          <Button onClick={() => props.onAnswer('levantar')}>{t('moment.raise')}</Button>
          <Button variant="secondary" onClick={() => props.onAnswer('agora-nao')}>
            {t('moment.notNow')}
          </Button>
        </div>
      )}
    </section>
  );
}
