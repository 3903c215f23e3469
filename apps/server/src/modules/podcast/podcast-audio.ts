/**
 * Demo audio made in JS (no network, nothing committed): a WAV file (8 kHz, 8-bit mono PCM) holding a soft chord
 * that fades in and out, its root note picked by `seed`, so each demo episode sounds a little different.
 */
const RATE = 8000;

export function demoWav(seconds: number, seed: number): Buffer {
  const samples = Math.round(seconds * RATE);
  const out = Buffer.alloc(44 + samples);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + samples, 4);
  out.write('WAVEfmt ', 8, 'ascii');
  out.writeUInt32LE(16, 16); // fmt chunk size
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(RATE, 24);
  out.writeUInt32LE(RATE, 28); // bytes per second
  out.writeUInt16LE(1, 32); // block align
  out.writeUInt16LE(8, 34); // bits per sample
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(samples, 40);
  const root = 196 * 2 ** ((seed % 12) / 12);
  const notes = [root, root * 1.25, root * 1.5];
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / 0.5, (seconds - t) / 0.5);
    const wobble = 0.6 + 0.4 * Math.sin(2 * Math.PI * 0.5 * t);
    const value = notes.reduce((sum, f) => sum + Math.sin(2 * Math.PI * f * t), 0) / notes.length;
    out.writeUInt8(Math.round(128 + 60 * envelope * wobble * value), 44 + i);
  }
  return out;
}
