import './push.css';
import { useEffect, useState } from 'react';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';
import { useBootstrap } from '../lib/bootstrap.ts';
import { useTranslation } from '../lib/i18n/use-translation.ts';
import { usePushSwitch } from '../lib/use-push-switch.ts';
import { dismissPushOffer, shouldOfferPush } from '../lib/web-push.ts';

/**
 * The push opt-in offered after a meaningful action (a prayer request sent), never on a first visit: only where the
 * browser can, never asked before and the member did not say "not now". Lazily loaded by the screen that shows it
 * (a prayer request's success); the notifications menu has the switch (features/notifications/components/push-toggle.tsx).
 */
export default function PushOffer() {
  const { t } = useTranslation('notifications');
  const { igreja } = useBootstrap();
  const [offer, setOffer] = useState(false);
  const [answered, setAnswered] = useState<'on' | 'no' | null>(null);
  const { busy, failed, turnOn } = usePushSwitch(igreja.id);
  useEffect(() => {
    let live = true;
    void shouldOfferPush().then((yes) => live && setOffer(yes));
    return () => {
      live = false;
    };
  }, []);
  if (answered === 'on') return <Alert tone="success">{t('push.offerOn')}</Alert>;
  if (!offer || answered === 'no') return null;
  const accept = async () => {
    const next = await turnOn();
    if (next === 'on') setAnswered('on');
    else if (next !== null) setAnswered('no'); // the browser's own prompt refused or dismissed: not offered again
  };
  const decline = () => {
    dismissPushOffer();
    setAnswered('no');
  };
  return (
    <section className="push-offer" aria-labelledby="push-offer-title">
      <h2 id="push-offer-title">{t('push.offerTitle')}</h2>
      <p>{t('push.offerText')}</p>
      {failed ? <Alert tone="error">{t('push.failed')}</Alert> : null}
      <div className="actions">
        <Button onClick={() => void accept()} disabled={busy} aria-busy={busy || undefined}>
          {t('push.offerYes')}
        </Button>
        <Button variant="ghost" onClick={decline} disabled={busy}>
          {t('push.offerNo')}
        </Button>
      </div>
    </section>
  );
}
