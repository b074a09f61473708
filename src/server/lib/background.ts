/**
 * Work started by a request but not awaited by it: the look-up, token and queued e-mail of the
 * recovery, resend and newsletter flows, so known and unknown addresses answer in the same time
 * (what must survive a crash goes on the job queue, lib/job-queue.ts). Failures are logged, never thrown
 * at the client. `idle()` waits for everything in flight: tests call it before reading the
 * outbox, and the app awaits it on close so no task runs against a closed database.
 */
export interface BackgroundTasks {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(log: { error(obj: object, msg?: string): void }): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, task) {
      const p = Promise.resolve()
        .then(task)
        .catch((err: unknown) => log.error({ err, task: name }, 'tarefa em segundo plano falhou'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
