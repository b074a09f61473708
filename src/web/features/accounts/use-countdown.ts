import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left of a countdown that starts when the component mounts, calling `onDone` once at
 * the end (the 5 s after sign-up, spec 1 §2). Mount the component that uses it only when the
 * countdown should run.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    const startedAt = Date.now();
    const tick = setInterval(() => {
      setLeft(Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000)));
    }, 1000);
    const done = setTimeout(() => onDoneRef.current(), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [seconds]);
  return left;
}

/** Runs `action` once after `ms` while mounted (600 ms after login, 2.5 s after a reset). */
export function useDelayedAction(ms: number | null, action: () => void): void {
  const actionRef = useRef(action);
  useEffect(() => {
    actionRef.current = action;
  });
  useEffect(() => {
    if (ms === null) return;
    const timer = setTimeout(() => actionRef.current(), ms);
    return () => clearTimeout(timer);
  }, [ms]);
}
