import { useCallback, useEffect, useState } from 'react';

/**
 * The sound a new request makes (docs/decisions.md 158): a short two-note tone made by Web Audio, no file to load.
 * Off unless staff turn it on; the choice is this tablet's, kept in localStorage. Browsers let a page make a sound
 * only after a tap, so the audio context is made (or woken) by the tap that turns it on, or by the next tap after
 * a reload.
 */
const storageKey = 'admin.timeline.sound';

type AudioContextClass = typeof AudioContext;
let context: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  const Made = (window.AudioContext ?? (window as { webkitAudioContext?: AudioContextClass }).webkitAudioContext) as
    AudioContextClass | undefined;
  if (!Made) return undefined;
  context ??= new Made();
  if (context.state === 'suspended') void context.resume();
  return context;
}

export function playChime(): void {
  const audio = audioContext();
  if (!audio) return;
  const start = audio.currentTime;
  const gain = audio.createGain();
  gain.connect(audio.destination);
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.6);
  [880, 1320].forEach((frequency, index) => {
    const tone = audio.createOscillator();
    tone.type = 'sine';
    tone.frequency.setValueAtTime(frequency, start + index * 0.18);
    tone.connect(gain);
    tone.start(start + index * 0.18);
    tone.stop(start + 0.6);
  });
}

const stored = () => {
  try {
    return window.localStorage.getItem(storageKey) === 'on';
  } catch {
    return false;
  }
};

/** Whether the chime is on, and the switch; turning it on plays it once, so staff hear what they will hear. */
export function useChimeSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(stored);
  useEffect(() => {
    if (!on) return undefined;
    // After a reload the context may only start with a tap: the first one anywhere wakes it.
    const wake = () => audioContext();
    document.addEventListener('pointerdown', wake, { once: true });
    return () => document.removeEventListener('pointerdown', wake);
  }, [on]);
  const change = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(storageKey, next ? 'on' : 'off');
    } catch {
      // Private browsing without storage: the switch still holds until the page is left.
    }
    setOn(next);
    if (next) playChime();
  }, []);
  return [on, change];
}
