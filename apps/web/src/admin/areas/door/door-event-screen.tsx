import './door.css';
import { DOOR_REASON_MAX } from '@congrega/contract/admin/door';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { failureText } from '../../../lib/failure-text.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useOnlineStatus } from '../../../lib/online-status.ts';
import { PageHeader } from '../../kit/page-header.tsx';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';
import { useConsole } from '../../lib/console-context.ts';
import { useDoorEvent } from './door-api.ts';
import { cardCodeOf, checkCard } from './door-card.ts';
import { DoorConflicts } from './door-conflicts.tsx';
import { DoorOffline } from './door-offline-panel.tsx';
import { DoorScanner } from './door-scanner.tsx';
import { DoorSearch } from './door-search.tsx';
import { useDoorSession } from './door-session.ts';
import { doorSoundOn, setDoorSound } from './door-sound.ts';
import { DoorVerdict, type ShownVerdict } from './door-verdict.tsx';

const DOOR_NAME_KEY = 'congrega.door.name';

/**
 * One event's door, phone first: the verdict big at the top, the camera, a typed code, a holder search, the live
 * counts (shared by every device at the event as they change) and the offline list with its queue.
 */
export function DoorEventScreen() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { church } = useConsole();
  const eventId = Number(useParams().eventId);
  const online = useOnlineStatus();
  const event = useDoorEvent(church.slug, eventId, online);
  const session = useDoorSession(church.slug, eventId, online);
  const [verdict, setVerdict] = useState<ShownVerdict | null>(null);
  const [lastCode, setLastCode] = useState('');
  const [scanId, setScanId] = useState(0);
  const [failure, setFailure] = useState('');
  const [code, setCode] = useState('');
  const [reason, setReason] = useState('');
  const [porta, setPorta] = useState(() => localStorage.getItem(DOOR_NAME_KEY) ?? '');
  const [sound, setSound] = useState(doorSoundOn);
  const title = event.data?.evento.titulo ?? session.manifest?.evento.titulo ?? t('areas.door');

  const check = async (codigo: string, override?: { motivo: string }) => {
    const value = codigo.trim();
    if (!value) return;
    setFailure('');
    try {
      const card = cardCodeOf(value);
      if (card && !online) {
        setFailure(t('door.cardOffline'));
        return;
      }
      const shown = card ? await checkCard(church.slug, eventId, card) : await session.scan(value, porta.trim() || undefined, override);
      if (!shown) {
        setFailure(t('door.noManifest'));
        return;
      }
      setVerdict(shown);
      setLastCode(value);
      setScanId((n) => n + 1);
      setReason('');
    } catch (err) {
      setFailure(failureText(err, t('door.scanFailed')));
    }
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    void check(code).then(() => setCode(''));
  };
  const submitOverride = (e: FormEvent) => {
    e.preventDefault();
    if (reason.trim()) void check(lastCode, { motivo: reason.trim() });
  };
  const counts = event.data?.contagem;

  return (
    <div className="door">
      <PageHeader title={title}>
        <p className="muted">
          <span className={online ? 'door-online' : 'door-offline'}>{online ? t('door.online') : t('door.offline')}</span>
          {counts ? <> · {t('door.counts', { admitted: counts.admitidos, expected: counts.esperados })}</> : null}
        </p>
      </PageHeader>
      <DoorVerdict verdict={verdict} scanId={scanId} />
      {failure ? (
        <p role="alert" className="door-failure">
          {failure}
        </p>
      ) : null}
      {verdict?.veredito === 'ja_admitido' && online && !verdict.offline ? (
        <form className="door-row" onSubmit={submitOverride}>
          <label className="door-grow">
            <span>{t('door.overrideReason')}</span>
            <input value={reason} maxLength={DOOR_REASON_MAX} onChange={(e) => setReason(e.target.value)} required />
          </label>
          <Button type="submit" variant="secondary">
            {t('door.overrideButton')}
          </Button>
        </form>
      ) : null}
      <DoorScanner onCode={(c) => void check(c)} />
      <form className="door-row" onSubmit={submitCode}>
        <label className="door-grow">
          <span>{t('door.manualCode')}</span>
          <input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="off" spellCheck={false} />
        </label>
        <Button type="submit">{t('door.check')}</Button>
      </form>
      {online ? <DoorSearch church={church.slug} eventId={eventId} onPick={(c) => void check(c)} /> : null}
      <label className="door-porta">
        <span>{t('door.doorName')}</span>
        <input
          value={porta}
          maxLength={100}
          onChange={(e) => {
            setPorta(e.target.value);
            localStorage.setItem(DOOR_NAME_KEY, e.target.value);
          }}
        />
      </label>
      <label className="door-sound">
        <input
          type="checkbox"
          checked={sound}
          onChange={(e) => {
            setSound(e.target.checked);
            setDoorSound(e.target.checked);
          }}
        />
        <span>{t('door.sound')}</span>
      </label>
      {online && counts ? <DoorConflicts eventId={eventId} count={counts.conflitos} /> : null}
      <DoorOffline session={session} online={online} />
    </div>
  );
}
