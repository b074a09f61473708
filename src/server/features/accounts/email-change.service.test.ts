import { describe, expect, it, vi } from 'vitest';
import { EMAIL_CHANGE_MESSAGES as M } from '#shared/contracts/email-change.contract.ts';
import { AppError } from '../../lib/app-error.ts';
import { createManualClock, HOUR } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { createEmailChangeService, type EmailChangeRepositories } from './email-change.service.ts';
import { createFakeAccountsStore } from './fake-repositories.ts';

/**
 * The e-mail change's rules over the in-memory repositories (no database, no argon2): which
 * tokens live and die, what is mailed, what the audit gets. HTTP, SQL and the limits:
 * accounts.email-change.int.test.ts.
 */

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'cenoura-com-chocolate-42';

function setup() {
  const store = createFakeAccountsStore();
  const clock = createManualClock();
  const hasher = {
    hash: vi.fn(async (password: string) => `hash:${password}`),
    verify: vi.fn(async (stored: string, password: string) => stored === `hash:${password}`),
    verifyDummy: vi.fn(async () => undefined),
    needsRehash: vi.fn(() => false),
  } satisfies PasswordHasher;
  const audit: Parameters<EmailChangeRepositories['audit']['record']>[0][] = [];
  const withAudit = (r: typeof store.repos): EmailChangeRepositories => ({
    ...r,
    audit: { record: async (entry) => void audit.push(entry) },
  });
  const service = createEmailChangeService({
    repos: withAudit(store.repos),
    inTransaction: (work) => store.inTransaction((r) => work(withAudit(r))),
    clock,
    hasher,
    publicUrl: PUBLIC_URL,
  });
  const add = async (email: string, passwordHash: string | null = `hash:${PASSWORD}`) =>
    store.repos.accounts.createAccount({
      name: 'Ana',
      surname: 'Lima',
      email,
      personKind: 'pf',
      document: `doc-${email}`,
      passwordHash,
      type: 3,
      validation: 1,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
  /** The token of the newest e-mail to `to` whose link goes to `path`. */
  const tokenTo = (to: string, path: string) => {
    const mail = store.sent.filter((m) => m.to === to).at(-1);
    const match = mail && new RegExp(`${path}\\?token=([\\w-]+)`).exec(mail.text);
    if (!match?.[1]) throw new Error(`nenhum link ${path} para ${to}`);
    return match[1];
  };
  const emailOf = (code: number) => store.accounts.find((a) => a.code === code)?.email;
  return { store, clock, hasher, audit, service, add, tokenTo, emailOf };
}

const rejects = async (promise: Promise<unknown>, code: string, message: string) => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code, message });
};

describe('email change service', () => {
  it('a wrong password, or an account without one, sends nothing (the dummy check keeps the time)', async () => {
    const { service, add, store, hasher } = setup();
    const code = await add('ana@nc.local');
    await rejects(
      service.requestChange(code, { novoEmail: 'b@nc.local', senha: 'x' }),
      'VALIDATION',
      M.wrongPassword,
    );
    const noPassword = await add('sem@nc.local', null);
    await rejects(
      service.requestChange(noPassword, { novoEmail: 'c@nc.local', senha: PASSWORD }),
      'VALIDATION',
      M.wrongPassword,
    );
    expect(hasher.verifyDummy).toHaveBeenCalledOnce();
    expect(store.sent).toEqual([]);
  });

  it('changes only on the link, keeps the sessions, and a second change keeps the first undo link', async () => {
    const { service, add, tokenTo, emailOf, store, audit } = setup();
    const code = await add('ana@nc.local');
    store.sessions.push({
      id: 1,
      tokenHash: 'h',
      userCode: code,
      remember: false,
      expiresAt: new Date(Date.now() + 10 * HOUR),
      lastSeenAt: new Date(),
      revokedAt: null,
    });
    await service.requestChange(code, { novoEmail: 'b@nc.local', senha: PASSWORD });
    expect(emailOf(code)).toBe('ana@nc.local');
    expect(await service.confirmChange(tokenTo('b@nc.local', '/confirmar-email'))).toMatchObject({
      estado: 'alterado',
      email: 'b@nc.local',
    });
    expect(emailOf(code)).toBe('b@nc.local');
    expect(store.sessions[0]?.revokedAt).toBeNull();
    const undoToAna = tokenTo('ana@nc.local', '/desfazer-email');

    await service.requestChange(code, { novoEmail: 'c@nc.local', senha: PASSWORD });
    await service.confirmChange(tokenTo('c@nc.local', '/confirmar-email'));
    expect(await service.undoChange(undoToAna)).toMatchObject({
      estado: 'restaurado',
      email: 'ana@nc.local',
    });
    expect(emailOf(code)).toBe('ana@nc.local');
    expect(store.sessions[0]?.revokedAt).not.toBeNull();
    // The undo link to b@ died with the first undo.
    await rejects(service.undoChange(tokenTo('b@nc.local', '/desfazer-email')), 'VALIDATION', M.undoInvalid);
    expect(audit.map((a) => [a.action, a.actorCode, a.entity])).toEqual([
      ['trocar_email', code, 'usuario'],
      ['trocar_email', code, 'usuario'],
      ['desfazer_troca_email', code, 'usuario'],
    ]);
  });

  it('tells a used link from an expired one', async () => {
    const { service, add, tokenTo, clock } = setup();
    const code = await add('ana@nc.local');
    await service.requestChange(code, { novoEmail: 'b@nc.local', senha: PASSWORD });
    const token = tokenTo('b@nc.local', '/confirmar-email');
    await service.confirmChange(token);
    expect(await service.confirmChange(token)).toMatchObject({ estado: 'usado', message: M.changeUsed });

    await service.requestChange(code, { novoEmail: 'c@nc.local', senha: PASSWORD });
    clock.advance(48 * HOUR + 1);
    await rejects(service.confirmChange(tokenTo('c@nc.local', '/confirmar-email')), 'GONE', M.changeExpired);
  });
});
