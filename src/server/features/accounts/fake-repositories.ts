import type { MailMessage } from '../../adapters/email/index.ts';
import type { AccountTokenKind } from '../../db/schema/index.ts';
import type { Account, AccountsRepository, NewAccount } from './accounts.repository.ts';
import type { AccountsRepositories } from './accounts.service.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

/**
 * In-memory stand-ins for the accounts feature's repositories (STYLE.md §6 "Unit"): the same
 * contracts as accounts.repository.ts and sessions.repository.ts, over arrays, so the service's
 * rules are tested in milliseconds without a database. What the database enforces and the
 * service relies on is mirrored here: e-mails compared lower-case, a unique document and e-mail
 * (a `23505` error as node-postgres raises it), a token used up at most once.
 */
export interface FakeAccountsStore {
  repos: AccountsRepositories;
  /**
   * Runs `work` over the same repositories (no isolation: the tests run one flow at a time); the
   * e-mails it queues reach `sent` only if it succeeds, as a transaction's would.
   */
  inTransaction<T>(work: (repos: AccountsRepositories) => Promise<T>): Promise<T>;
  /** The e-mails queued, in order. */
  sent: MailMessage[];
  accounts: (Account & { emailConfirmedAt: Date | null })[];
  tokens: {
    kind: AccountTokenKind;
    tokenHash: string;
    userCode: number;
    expiresAt: Date;
    createdAt: Date;
    usedAt: Date | null;
    email?: string;
  }[];
  sessions: (Omit<SessionRow, 'user'> & { tokenHash: string; userCode: number })[];
}

/** The active plans the fake knows (slug -> account type, 2 PJ / 3 PF), as the seed has them. */
const FAKE_PLANS: Record<string, number> = {
  'pf-anual': 3,
  'pf-mes-gratis': 3,
  'pj-anual': 2,
  'pj-mes-gratis': 2,
};

/** The error node-postgres raises for a unique index (what the service's race handling reads). */
function uniqueViolation(constraint: string): Error {
  return Object.assign(new Error(`duplicate key value violates unique constraint "${constraint}"`), {
    code: '23505',
    constraint,
  });
}

export function createFakeAccountsStore(): FakeAccountsStore {
  const store: Omit<FakeAccountsStore, 'repos' | 'inTransaction'> = {
    accounts: [],
    tokens: [],
    sessions: [],
    sent: [],
  };
  let nextCode = 1;
  let nextSession = 1;
  const byEmail = (email: string) =>
    store.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
  const isLive = (t: FakeAccountsStore['tokens'][number], hash: string, kind: AccountTokenKind, now: Date) =>
    t.tokenHash === hash && t.kind === kind && t.usedAt === null && t.expiresAt > now;
  const copy = <T extends object | undefined>(row: T): T => (row ? { ...row } : row);

  const accounts: AccountsRepository = {
    async findAccountByEmail(email) {
      return copy(byEmail(email));
    },
    async getAccount(code) {
      return copy(store.accounts.find((a) => a.code === code));
    },
    async isEmailTaken(email) {
      return byEmail(email) !== undefined;
    },
    async activePlanUserType(slug) {
      return FAKE_PLANS[slug];
    },
    async isEmailTakenByOther(email, code) {
      const found = byEmail(email);
      return found !== undefined && found.code !== code;
    },
    async updateEmail(code, email) {
      const other = byEmail(email);
      if (other && other.code !== code) throw uniqueViolation('usuarios_email_uq');
      const account = store.accounts.find((a) => a.code === code);
      if (account) account.email = email.toLowerCase();
    },
    async isDocumentTaken(document) {
      return store.accounts.some((a) => a.document === document);
    },
    async createAccount(values: NewAccount) {
      if (byEmail(values.email)) throw uniqueViolation('usuarios_email_uq');
      if (store.accounts.some((a) => a.document === values.document)) {
        throw uniqueViolation('usuarios_documento_uq');
      }
      const code = nextCode++;
      store.accounts.push({
        code,
        name: values.name,
        surname: values.surname ?? '',
        email: values.email,
        personKind: values.personKind,
        document: values.document,
        passwordHash: values.passwordHash ?? null,
        whatsapp: values.whatsapp ?? null,
        postalCode: values.postalCode ?? null,
        street: values.street ?? null,
        streetNumber: values.streetNumber ?? null,
        complement: values.complement ?? null,
        neighbourhood: values.neighbourhood ?? null,
        city: values.city ?? null,
        uf: values.uf ?? null,
        level: values.level ?? 2,
        type: values.type,
        active: values.active ?? true,
        validation: values.validation ?? 0,
        emailConfirmedAt: null,
      });
      return code;
    },
    async updatePasswordHash(code, passwordHash) {
      const account = store.accounts.find((a) => a.code === code);
      if (account) account.passwordHash = passwordHash;
    },
    async markEmailConfirmed(code, now) {
      const account = store.accounts.find((a) => a.code === code && a.validation === 0);
      if (account) Object.assign(account, { validation: 1, emailConfirmedAt: now });
    },
    async createToken(values) {
      store.tokens.push({ ...values, usedAt: null });
    },
    async deleteUnusedTokens(userCode, kind) {
      store.tokens = store.tokens.filter((t) => !(t.userCode === userCode && t.kind === kind && !t.usedAt));
    },
    async isUsedTokenOfConfirmedUser(tokenHash, kind) {
      const token = store.tokens.find((t) => t.tokenHash === tokenHash && t.kind === kind && t.usedAt);
      return (
        token !== undefined && store.accounts.some((a) => a.code === token.userCode && a.validation === 1)
      );
    },
    async findLiveToken(tokenHash, kind, now) {
      return store.tokens.find((t) => isLive(t, tokenHash, kind, now))?.userCode;
    },
    async consumeToken(tokenHash, kind, now) {
      const token = store.tokens.find((t) => isLive(t, tokenHash, kind, now));
      if (!token) return undefined;
      token.usedAt = now;
      return token.userCode;
    },
    async findToken(tokenHash, kind) {
      const token = store.tokens.find((t) => t.tokenHash === tokenHash && t.kind === kind);
      return (
        token && {
          userCode: token.userCode,
          email: token.email ?? null,
          usedAt: token.usedAt,
          expiresAt: token.expiresAt,
        }
      );
    },
    async consumeEmailToken(tokenHash, kind, now) {
      const token = store.tokens.find((t) => isLive(t, tokenHash, kind, now));
      if (!token) return undefined;
      token.usedAt = now;
      return { userCode: token.userCode, email: token.email ?? null };
    },
  };

  const sessions: SessionsRepository = {
    async createSession(values) {
      const id = nextSession++;
      store.sessions.push({ id, ...values, lastSeenAt: values.createdAt, revokedAt: null });
      return id;
    },
    async findSessionByTokenHash(tokenHash) {
      const session = store.sessions.find((s) => s.tokenHash === tokenHash);
      const account = session && store.accounts.find((a) => a.code === session.userCode);
      if (!session || !account) return undefined;
      const { tokenHash: _hash, userCode: _user, ...row } = session;
      const { code, email, name, surname, level, type, active, validation } = account;
      return { ...row, user: { code, email, name, surname, level, type, active, validation } };
    },
    async touchSession(id, now) {
      const session = store.sessions.find((s) => s.id === id);
      if (session) session.lastSeenAt = now;
    },
    async revokeSession(id, now) {
      const session = store.sessions.find((s) => s.id === id && s.revokedAt === null);
      if (session) session.revokedAt = now;
    },
    async revokeUserSessions(userCode, now) {
      const open = store.sessions.filter((s) => s.userCode === userCode && s.revokedAt === null);
      for (const s of open) s.revokedAt = now;
      return open.length;
    },
  };

  const repos = { accounts, sessions, mail: { send: async (m: MailMessage) => void store.sent.push(m) } };
  return Object.assign(store, {
    repos,
    async inTransaction<T>(work: (r: AccountsRepositories) => Promise<T>) {
      const queued: MailMessage[] = [];
      const result = await work({ ...repos, mail: { send: async (m) => void queued.push(m) } });
      store.sent.push(...queued);
      return result;
    },
  });
}
