import { afterEach, describe, expect, it, vi } from 'vitest';
import { doorSoundOn, playDoorTone, setDoorSound } from './door-sound.ts';

/** A Web Audio stand-in recording each beep's frequency as it starts. */
function fakeAudio(): number[] {
  const beeps: number[] = [];
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const node = {
        type: '',
        frequency: { value: 0 },
        connect: (next: unknown) => next,
        start: () => beeps.push(node.frequency.value),
        stop: () => undefined,
      };
      return node;
    }
    createGain() {
      return { gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined }, connect: (next: unknown) => next };
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return beeps;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the door sound', () => {
  it('beeps once high for an admission, twice for a look, twice low for a refusal; nothing once turned off', () => {
    const beeps = fakeAudio();
    expect(doorSoundOn()).toBe(true);
    playDoorTone('ok');
    playDoorTone('warn');
    playDoorTone('stop');
    expect(beeps).toEqual([880, 520, 520, 220, 220]);
    setDoorSound(false);
    playDoorTone('ok');
    expect(beeps).toHaveLength(5);
    expect(doorSoundOn()).toBe(false);
  });
});
