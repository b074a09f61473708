import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `poll` every `intervalMs` while the tab is visible (new messages without a
 * reload). A hidden tab asks nothing; coming back asks at once, then keeps the rhythm. A poll
 * never overlaps the previous one, and unmounting (or `isEnabled` false) stops it. `poll` shows
 * its own failures and does not throw: the next tick simply tries again. `isImmediate` asks once
 * at the start as well.
 */
export function usePolling(
  poll: () => Promise<void>,
  intervalMs: number,
  { isEnabled = true, isImmediate = false }: { isEnabled?: boolean; isImmediate?: boolean } = {},
): void {
  // The newest callback, so the timer need not restart when the page re-renders.
  const onPoll = useEffectEvent(poll);

  useEffect(() => {
    if (!isEnabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isRunning = false;
    let isStopped = false;

    function schedule() {
      clearTimeout(timer);
      if (!isStopped && document.visibilityState === 'visible') timer = setTimeout(run, intervalMs);
    }

    async function run() {
      if (isRunning || isStopped) return;
      isRunning = true;
      try {
        await onPoll();
      } finally {
        isRunning = false;
        schedule();
      }
    }

    function onVisibilityChange() {
      if (document.visibilityState === 'visible') void run();
      else clearTimeout(timer);
    }

    if (isImmediate) void run();
    else schedule();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      isStopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [intervalMs, isEnabled, isImmediate]);
}
