/**
 * Whether this process should be sent traffic (docs/operations.md §3). A load
 * balancer asks `/api/health/ready`; liveness (`/api/health/live`) only says the process runs.
 *
 * The process's life, as server.ts moves it along: `starting` (opening the database, building
 * the app), `migrating` (migrations and the demo seed), `serving`, then `draining` from SIGTERM
 * on. Only `serving` can be ready, and only once the search's match index has loaded (until
 * then every several-word search would take the slower SQL path) and the database answers.
 */
export type LifecyclePhase = 'starting' | 'migrating' | 'serving' | 'draining';

export interface Lifecycle {
  readonly phase: LifecyclePhase;
  enter(phase: LifecyclePhase): void;
}

/**
 * The app built without server.ts (tests, benches, tools) is serving from the start. Draining
 * is for good: a start-up step that ends after the signal does not make the process ready.
 */
export function createLifecycle(phase: LifecyclePhase = 'serving'): Lifecycle {
  return {
    get phase() {
      return phase;
    },
    enter(next) {
      if (phase !== 'draining') phase = next;
    },
  };
}

/** Why the process is not ready, as `/api/health/ready` words it (`motivo`). */
export type NotReadyReason =
  'iniciando' | 'migrando' | 'carregando-indice' | 'encerrando' | 'banco-indisponivel';

const PHASE_REASON: Record<Exclude<LifecyclePhase, 'serving'>, NotReadyReason> = {
  starting: 'iniciando',
  migrating: 'migrando',
  draining: 'encerrando',
};

/** What the process is waiting for before it can serve, by its phase; null once serving. */
export function phaseReason(phase: LifecyclePhase): NotReadyReason | null {
  return phase === 'serving' ? null : PHASE_REASON[phase];
}

export interface ReadinessDeps {
  lifecycle: Lifecycle;
  /** The match index's `status().ready`. */
  isIndexReady(): boolean;
  /** A round trip to the database; throws when it does not answer. */
  ping(): Promise<void>;
}

/**
 * Null when ready, else the first reason not to be. Draining wins over everything: a process
 * told to stop must leave the pool even while its database is down. The database is asked last,
 * and only when nothing else already says no.
 */
export async function checkReadiness(deps: ReadinessDeps): Promise<NotReadyReason | null> {
  const reason = phaseReason(deps.lifecycle.phase);
  if (reason) return reason;
  if (!deps.isIndexReady()) return 'carregando-indice';
  try {
    await deps.ping();
  } catch {
    return 'banco-indisponivel';
  }
  // The phase may have moved while the database answered (a SIGTERM meanwhile).
  return phaseReason(deps.lifecycle.phase);
}
