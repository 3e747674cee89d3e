import { useSyncExternalStore } from 'react';
import { storedValue } from '#web/lib/storage/stored-value';

/**
 * A counsellor's choice to hear a chime when someone writes: off unless they switch it on,
 * kept on this device (issue 32 item 5).
 */
const storedChime = storedValue('counsellorChime', {
  fallback: false,
  parse: (raw) => raw === 'on',
  serialize: () => 'on',
  isEmpty: (on) => !on,
});
const listeners = new Set<() => void>();
let audio: AudioContext | null = null;

const read = (): boolean => storedChime.read();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChimeSetting(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}

/** Called from the toggle's click: browsers let a page make sound after a gesture like that. */
export function setChime(on: boolean): void {
  storedChime.write(on);
  if (on) {
    audio ??= new AudioContext();
    void audio.resume();
  }
  for (const listener of listeners) listener();
}

/** A short, soft two-note chime. */
export function playChime(): void {
  if (!read()) return;
  audio ??= new AudioContext();
  const start = audio.currentTime;
  for (const [offset, frequency] of [
    [0, 660],
    [0.14, 880],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.2, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    tone.connect(gain).connect(audio.destination);
    tone.start(start + offset);
    tone.stop(start + offset + 0.32);
  }
}
