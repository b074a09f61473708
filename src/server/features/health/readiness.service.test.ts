import { describe, expect, it } from 'vitest';
import { checkReadiness, createLifecycle, phaseReason } from './readiness.service.ts';

const up = async () => {};
const down = async () => {
  throw new Error('sem conexão');
};

describe('lifecycle', () => {
  it('is serving unless told otherwise (an app built without server.ts)', () => {
    expect(createLifecycle().phase).toBe('serving');
  });

  it('moves through the start-up phases, and never leaves draining', () => {
    const lifecycle = createLifecycle('starting');
    lifecycle.enter('migrating');
    expect(lifecycle.phase).toBe('migrating');
    lifecycle.enter('draining');
    // A start-up step that ends after SIGTERM must not make the process ready again.
    lifecycle.enter('starting');
    lifecycle.enter('serving');
    expect(lifecycle.phase).toBe('draining');
  });

  it('words each phase that is not serving', () => {
    expect(phaseReason('starting')).toBe('iniciando');
    expect(phaseReason('migrating')).toBe('migrando');
    expect(phaseReason('draining')).toBe('encerrando');
    expect(phaseReason('serving')).toBeNull();
  });
});

describe('checkReadiness', () => {
  it('is ready when serving, with the index loaded and the database answering', async () => {
    const reason = await checkReadiness({ lifecycle: createLifecycle(), isIndexReady: () => true, ping: up });
    expect(reason).toBeNull();
  });

  it('waits for the match index', async () => {
    const reason = await checkReadiness({
      lifecycle: createLifecycle(),
      isIndexReady: () => false,
      ping: up,
    });
    expect(reason).toBe('carregando-indice');
  });

  it('says when the database does not answer', async () => {
    const reason = await checkReadiness({
      lifecycle: createLifecycle(),
      isIndexReady: () => true,
      ping: down,
    });
    expect(reason).toBe('banco-indisponivel');
  });

  it('puts draining first, without asking the database', async () => {
    let pinged = false;
    const lifecycle = createLifecycle();
    lifecycle.enter('draining');
    const reason = await checkReadiness({
      lifecycle,
      isIndexReady: () => false,
      ping: async () => {
        pinged = true;
      },
    });
    expect(reason).toBe('encerrando');
    expect(pinged).toBe(false);
  });

  it('answers draining when the signal came while the database was being asked', async () => {
    const lifecycle = createLifecycle();
    const reason = await checkReadiness({
      lifecycle,
      isIndexReady: () => true,
      ping: async () => lifecycle.enter('draining'),
    });
    expect(reason).toBe('encerrando');
  });
});
