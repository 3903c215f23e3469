/** The verdict's tone: one high beep for in, two low ones for anything a person must look at. */
export type DoorTone = 'ok' | 'warn' | 'stop';

const SOUND_KEY = 'congrega.door.sound';
/** [frequency Hz, start s, length s] of each beep. */
const BEEPS: Record<DoorTone, readonly (readonly [number, number, number])[]> = {
  ok: [[880, 0, 0.12]],
  warn: [
    [520, 0, 0.14],
    [520, 0.2, 0.14],
  ],
  stop: [
    [220, 0, 0.22],
    [220, 0.3, 0.22],
  ],
};

let context: AudioContext | null = null;

/** Whether this device plays the verdicts' sound (on unless the door turned it off). */
export function doorSoundOn(): boolean {
  return localStorage.getItem(SOUND_KEY) !== 'off';
}

export function setDoorSound(on: boolean): void {
  localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
}

/**
 * Plays the tone with the Web Audio API (no file to download, works offline). The first scan follows a tap (the
 * camera button, the typed code), which lets the browser start audio; where there is no audio, nothing happens.
 */
export function playDoorTone(tone: DoorTone): void {
  if (!doorSoundOn()) return;
  const Ctor = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    if (context.state === 'suspended') void context.resume();
    const at = context.currentTime;
    for (const [frequency, start, length] of BEEPS[tone]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at + start);
      gain.gain.exponentialRampToValueAtTime(0.3, at + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + start + length);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at + start);
      oscillator.stop(at + start + length + 0.02);
    }
  } catch {
    // A device without audio output: the verdict is still shown and felt.
  }
}
