import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M, type RegisterRequest } from '#shared/contracts/users.contract.ts';
import { AppError } from '../../lib/app-error.ts';
import { createBackgroundTasks } from '../../lib/background.ts';
import { createManualClock, HOUR } from '../../lib/clock.ts';
import type { PasswordHasher } from '../../lib/password-hash.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createAccountsService } from './accounts.service.ts';
import { createFakeAccountsStore } from './fake-repositories.ts';
import { createSessionService } from './sessions.service.ts';

/**
 * The account rules over in-memory repositories (fake-repositories.ts): no database, no argon2
 * (a hasher that records its calls), no SMTP. The HTTP side, the real SQL and the rate limits
 * are covered by accounts.*.int.test.ts.
 */

const PUBLIC_URL = 'http://localhost:3000';
const PASSWORD = 'cenoura-com-chocolate-42';

/** A hasher that is fast and says which of its operations ran. */
function fakeHasher() {
  return {
    hash: vi.fn(async (password: string) => `hash:${password}`),
    verify: vi.fn(async (stored: string, password: string) => stored === `hash:${password}`),
    verifyDummy: vi.fn(async () => undefined),
    needsRehash: vi.fn((_stored: string) => false),
  } satisfies PasswordHasher;
}

function setup() {
  const store = createFakeAccountsStore();
  const clock = createManualClock();
  const hasher = fakeHasher();
  const sent = store.sent;
  const log = { warn: vi.fn(), error: vi.fn() };
  const background = createBackgroundTasks(log);
  const sessions = createSessionService({
    repo: store.repos.sessions,
    clock,
    settings: { hours: 12, idleMinutes: 120, rememberDays: 30 },
  });
  const service = createAccountsService({
    repos: store.repos,
    inTransaction: store.inTransaction,
    clock,
    hasher,
    sessions,
    background,
    publicUrl: PUBLIC_URL,
  });
  /** The token in the newest e-mail to `to`, after the background e-mails are sent. */
  const lastToken = async (to: string) => {
    await background.idle();
    const mail = sent.filter((m) => m.to === to).at(-1);
    const token = mail && /[?&]token=([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error(`nenhum e-mail com token para ${to}`);
    return token;
  };
  return { store, clock, hasher, sent, log, background, sessions, service, lastToken };
}

const request = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => ({
  pessoa: 'pf',
  documentoUSUARIO: '52998224725',
  nome: 'Ana Souza',
  email: 'ana@exemplo.com.br',
  telefone: '11987654321',
  senha: PASSWORD,
  confirmarSenha: PASSWORD,
  aceitarTermos: true,
  ...overrides,
});

/** The AppError a promise rejects with (fails the test when it resolves or throws another error). */
async function appError(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('accounts service: registration', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(() => {
    t = setup();
  });

  it('creates an unconfirmed ANUNCIANTE (tipo 3 PF, 2 PJ) and e-mails a confirmation link', async () => {
    const answer = await t.service.register(request());
    expect(answer).toEqual({
      ok: true,
      message: M.registered,
      email: 'ana@exemplo.com.br',
      emailEnviado: true,
    });
    expect(t.store.accounts[0]).toMatchObject({
      level: 2,
      type: 3,
      validation: 0,
      active: true,
      passwordHash: `hash:${PASSWORD}`,
    });
    expect(t.store.accounts[0]).toMatchObject({ whatsapp: '11987654321' });
    await t.service.register(
      request({ pessoa: 'pj', documentoUSUARIO: '11222333000181', email: 'loja@exemplo.com.br' }),
    );
    expect(t.store.accounts[1]).toMatchObject({ type: 2 });
    const token = await t.lastToken('ana@exemplo.com.br');
    expect(t.sent[0]?.text).toContain(`${PUBLIC_URL}/confirmar?token=${token}`);
    expect(t.store.tokens[0]).toMatchObject({
      kind: 'confirmacao',
      tokenHash: hashToken(token),
      usedAt: null,
    });
  });

  it('refuses a common password before any look-up or hashing', async () => {
    const err = await appError(t.service.register(request({ senha: '12345678' })));
    expect(err).toMatchObject({
      code: 'VALIDATION',
      errors: [{ field: 'senha', message: M.passwordTooCommon }],
    });
    expect(t.hasher.hash).not.toHaveBeenCalled();
    expect(t.store.accounts).toHaveLength(0);
  });

  it('refuses an e-mail (in any case) or a document already registered, naming the field', async () => {
    await t.service.register(request());
    const email = await appError(
      t.service.register(request({ email: 'ANA@Exemplo.com.br', documentoUSUARIO: '11144477735' })),
    );
    expect(email).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'email', message: M.emailTaken }] });
    const document = await appError(t.service.register(request({ email: 'outra@exemplo.com.br' })));
    expect(document).toMatchObject({
      code: 'CONFLICT',
      errors: [{ field: 'documentoUSUARIO', message: M.documentTaken }],
    });
    expect(t.store.accounts).toHaveLength(1);
  });

  it('answers a sign-up that lost a race past the checks with the same 409 (the unique index decides)', async () => {
    await t.service.register(request());
    // Both checks pass (as for two concurrent sign-ups), then the insert hits the unique index.
    t.store.repos.accounts.isEmailTaken = async () => false;
    t.store.repos.accounts.isDocumentTaken = async () => false;
    const err = await appError(t.service.register(request({ email: 'outra@exemplo.com.br' })));
    expect(err).toMatchObject({ code: 'CONFLICT', errors: [{ field: 'documentoUSUARIO' }] });
  });

  it('queues the confirmation e-mail with the account, and neither when the account is refused', async () => {
    const answer = await t.service.register(request());
    expect(answer).toMatchObject({ emailEnviado: true, message: M.registered });
    expect(t.sent.map((m) => m.template)).toEqual(['confirmacao']);
    t.store.repos.accounts.isEmailTaken = async () => false;
    t.store.repos.accounts.isDocumentTaken = async () => false;
    await appError(t.service.register(request({ email: 'outra@exemplo.com.br' })));
    expect(t.sent).toHaveLength(1);
  });

  it('carries the chosen plan into the confirmation link when it is an active plan of the account type', async () => {
    await t.service.register(request({ plano: 'pf-anual' }));
    const token = await t.lastToken('ana@exemplo.com.br');
    expect(t.sent[0]?.text).toContain(`${PUBLIC_URL}/confirmar?token=${token}&plano=pf-anual`);
    expect(t.sent[0]?.html).toContain(`/confirmar?token=${token}&amp;plano=pf-anual`);
  });

  it('drops an unknown plan and a plan of the other account type from the link', async () => {
    await t.service.register(request({ plano: 'plano-que-nao-existe' }));
    await t.service.register(
      request({
        pessoa: 'pj',
        documentoUSUARIO: '11222333000181',
        email: 'loja@exemplo.com.br',
        plano: 'pf-anual',
      }),
    );
    expect(t.sent).toHaveLength(2);
    for (const mail of t.sent) expect(mail.text).not.toContain('plano=');
    expect(t.store.accounts).toHaveLength(2);
  });
});

describe('accounts service: login', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(async () => {
    t = setup();
    await t.service.register(request());
    await t.service.confirmEmail(await t.lastToken('ana@exemplo.com.br'));
    t.hasher.verify.mockClear();
  });

  it('spends a dummy verification on an unknown e-mail and answers like a wrong password', async () => {
    const unknown = await t.service.login({
      usuario: 'ninguem@exemplo.com.br',
      senha: PASSWORD,
      lembrar: false,
    });
    expect(unknown).toEqual({ kind: 'invalid' });
    expect(t.hasher.verifyDummy).toHaveBeenCalledTimes(1);
    expect(t.hasher.verify).not.toHaveBeenCalled();
    const wrong = await t.service.login({
      usuario: 'ana@exemplo.com.br',
      senha: 'outra-senha-qualquer',
      lembrar: false,
    });
    expect(wrong).toEqual({ kind: 'invalid' });
    expect(t.hasher.verify).toHaveBeenCalledTimes(1);
    expect(t.hasher.verifyDummy).toHaveBeenCalledTimes(1);
    expect(t.store.sessions).toHaveLength(0);
  });

  it('opens a session for the right password, 30 days when remembered', async () => {
    const result = await t.service.login({ usuario: 'Ana@Exemplo.com.br', senha: PASSWORD, lembrar: true });
    if (result.kind !== 'ok') throw new Error(`login: ${result.kind}`);
    expect(result.user).toMatchObject({ email: 'ana@exemplo.com.br', role: 'ANUNCIANTE', validacao: 1 });
    expect(result.expiresAt.getTime() - t.clock.now().getTime()).toBe(30 * 24 * HOUR);
    expect(await t.sessions.resolveSession(result.token)).toMatchObject({ user: { code: 1 } });
  });

  it('tells only the password’s owner that the account is unconfirmed or blocked', async () => {
    await t.service.register(request({ email: 'bia@exemplo.com.br', documentoUSUARIO: '11144477735' }));
    expect(
      await t.service.login({ usuario: 'bia@exemplo.com.br', senha: 'errada-errada', lembrar: false }),
    ).toEqual({ kind: 'invalid' });
    expect(await t.service.login({ usuario: 'bia@exemplo.com.br', senha: PASSWORD, lembrar: false })).toEqual(
      {
        kind: 'refused',
        motivo: 'nao_confirmado',
      },
    );
    t.store.accounts[0]!.active = false;
    expect(await t.service.login({ usuario: 'ana@exemplo.com.br', senha: PASSWORD, lembrar: false })).toEqual(
      {
        kind: 'refused',
        motivo: 'bloqueado',
      },
    );
    expect(t.store.sessions).toHaveLength(0);
  });

  it('rehashes a password stored with older parameters after a successful login', async () => {
    t.hasher.needsRehash.mockReturnValueOnce(true);
    t.hasher.hash.mockClear();
    await t.service.login({ usuario: 'ana@exemplo.com.br', senha: PASSWORD, lembrar: false });
    expect(t.hasher.hash).toHaveBeenCalledWith(PASSWORD);
    await t.service.login({ usuario: 'ana@exemplo.com.br', senha: PASSWORD, lembrar: false });
    expect(t.hasher.hash).toHaveBeenCalledTimes(1);
  });
});

describe('accounts service: one-time tokens', () => {
  let t: ReturnType<typeof setup>;
  beforeEach(async () => {
    t = setup();
    await t.service.register(request());
  });

  it('confirms the e-mail once: the same link used again says it is already confirmed', async () => {
    const token = await t.lastToken('ana@exemplo.com.br');
    expect(await t.service.confirmEmail(token)).toBe('confirmed');
    const confirmedAt = t.clock.now();
    expect(t.store.accounts[0]).toMatchObject({ validation: 1, emailConfirmedAt: confirmedAt });
    t.clock.advance(49 * HOUR);
    expect(await t.service.confirmEmail(token)).toBe('already');
    expect(t.store.accounts[0]).toMatchObject({ emailConfirmedAt: confirmedAt });
    expect(await appError(t.service.confirmEmail('desconhecido'))).toMatchObject({
      code: 'VALIDATION',
      message: M.confirmFailed,
    });
  });

  it('refuses a confirmation link past its 48 hours', async () => {
    const token = await t.lastToken('ana@exemplo.com.br');
    t.clock.advance(48 * HOUR + 1);
    expect(await appError(t.service.confirmEmail(token))).toMatchObject({ message: M.confirmFailed });
    expect(t.store.accounts[0]?.validation).toBe(0);
  });

  it('a resend voids the earlier confirmation link', async () => {
    const first = await t.lastToken('ana@exemplo.com.br');
    t.service.requestConfirmationResend('ana@exemplo.com.br');
    const second = await t.lastToken('ana@exemplo.com.br');
    expect(second).not.toBe(first);
    await appError(t.service.confirmEmail(first));
    await t.service.confirmEmail(second);
  });

  it('answers recovery at once for any address and mails only an active account', async () => {
    t.service.requestPasswordRecovery('ninguem@exemplo.com.br');
    t.service.requestPasswordRecovery('ana@exemplo.com.br');
    expect(t.sent).toHaveLength(1); // only the confirmation so far: the work runs after the answer
    await t.background.idle();
    expect(t.sent.map((m) => m.to)).toEqual(['ana@exemplo.com.br', 'ana@exemplo.com.br']);
    expect(t.store.tokens.filter((x) => x.kind === 'redefinicao')).toHaveLength(1);
  });

  it('a password reset revokes every session, confirms the e-mail, and its link works once', async () => {
    t.store.accounts[0]!.validation = 1; // to log in twice first
    await t.service.login({ usuario: 'ana@exemplo.com.br', senha: PASSWORD, lembrar: false });
    await t.service.login({ usuario: 'ana@exemplo.com.br', senha: PASSWORD, lembrar: true });
    t.store.accounts[0]!.validation = 0;
    t.service.requestPasswordRecovery('ana@exemplo.com.br');
    const token = await t.lastToken('ana@exemplo.com.br');
    await t.service.validateResetToken(token);

    await t.service.resetPassword(token, 'uma-senha-nova-bem-longa', 'senha');
    expect(t.store.sessions.map((s) => s.revokedAt)).toEqual([t.clock.now(), t.clock.now()]);
    expect(t.store.accounts[0]).toMatchObject({
      passwordHash: 'hash:uma-senha-nova-bem-longa',
      validation: 1,
    });
    await t.background.idle();
    expect(t.sent.at(-1)?.template).toBe('senha-alterada');

    const again = await appError(t.service.resetPassword(token, 'outra-senha-bem-longa', 'senha'));
    expect(again).toMatchObject({ code: 'VALIDATION', message: M.tokenInvalidOrExpired });
    await appError(t.service.validateResetToken(token));
  });

  it('checks a reset token before spending a hash on the new password', async () => {
    t.hasher.hash.mockClear();
    await appError(t.service.resetPassword('nao-existe', 'uma-senha-nova-bem-longa', 'senha'));
    expect(t.hasher.hash).not.toHaveBeenCalled();
    const common = await appError(t.service.resetPassword('nao-existe', '12345678', 'novaSenha'));
    expect(common.errors).toEqual([{ field: 'novaSenha', message: M.passwordTooCommon }]);
  });
});
