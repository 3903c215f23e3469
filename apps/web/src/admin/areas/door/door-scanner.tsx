import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { ADMIN_NAMESPACE } from '../../lib/admin-i18n.ts';

/** The same code seen again within this window is the same scan (the camera sees a QR many times a second). */
const REPEAT_MS = 3_000;
const FRAME_MS = 200;

type Detect = (video: HTMLVideoElement, canvas: HTMLCanvasElement) => Promise<string | null>;

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
type BarcodeDetectorCtor = new (options: { formats: string[] }) => BarcodeDetectorLike;

/**
 * A QR reader for the camera: the browser's BarcodeDetector where there is one, else jsQR, loaded only when the
 * camera starts on this screen (its own chunk: the console's first load does not carry it).
 */
async function makeDetector(): Promise<Detect> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorCtor }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  return async (video, canvas) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    const ctx = canvas.getContext('2d', { willReadFrequently: true });
    if (!ctx) return null;
    ctx.drawImage(video, 0, 0, w, h);
    return jsQR(ctx.getImageData(0, 0, w, h).data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export function DoorScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const last = { code: '', at: 0 };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        if (stopped || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        const detect = await makeDetector();
        const tick = async () => {
          if (stopped || !video.current || !canvas.current) return;
          const code = await detect(video.current, canvas.current).catch(() => null);
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > REPEAT_MS)) {
            last.code = code;
            last.at = now;
            onCodeRef.current(code);
          }
          timer = setTimeout(tick, FRAME_MS);
        };
        void tick();
      } catch {
        if (!stopped) setFailed(true);
        setOn(false);
      }
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on]);

  return (
    <section className="door-scanner" aria-label={t('door.camera')}>
      <Button
        variant={on ? 'secondary' : 'primary'}
        onClick={() => {
          setFailed(false);
          setOn(!on);
        }}
      >
        {on ? t('door.cameraStop') : t('door.cameraStart')}
      </Button>
      {failed ? <p role="alert">{t('door.cameraFailed')}</p> : null}
      <video ref={video} className={on ? 'door-video' : 'door-video hidden'} muted playsInline aria-hidden="true" />
      <canvas ref={canvas} hidden />
    </section>
  );
}
