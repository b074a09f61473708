import { describe, expect, it } from 'vitest';
import { devEmailsEnabled, EnvError, loadEnv, trustProxySetting } from './env.ts';

describe('loadEnv', () => {
  it('has defaults that make a bare start work', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      PGLITE_DIR: './data/pglite',
      PUBLIC_URL: 'http://localhost:3000',
      SEED_ON_START: true,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'nc.com.br' }, 'PUBLIC_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SEED_ON_START: 'talvez' }, 'SEED_ON_START'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL'],
  ])('stops on %j naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });

  it('treats empty values as unset', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('parses TRUST_PROXY', () => {
    expect(trustProxySetting('false')).toBe(false);
    expect(trustProxySetting('true')).toBe(true);
    expect(trustProxySetting('10.0.0.1, 10.0.0.2')).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});

describe('account settings', () => {
  it('parses rate limits written max/window', () => {
    const env = loadEnv({ RATE_LIMIT_LOGIN_IP: '5/30s', RATE_LIMIT_RECOVERY_EMAIL: '12/1h' });
    expect(env.RATE_LIMIT_LOGIN_IP).toEqual({ max: 5, windowMs: 30_000 });
    expect(env.RATE_LIMIT_RECOVERY_EMAIL).toEqual({ max: 12, windowMs: 3_600_000 });
    expect(loadEnv({}).RATE_LIMIT_LOGIN_ACCOUNT).toEqual({ max: 20, windowMs: 900_000 });
    expect(() => loadEnv({ RATE_LIMIT_LOGIN_IP: '10 por minuto' })).toThrow(/RATE_LIMIT_LOGIN_IP:/);
  });

  it('never runs production under the OWASP argon2id minimum', () => {
    expect(loadEnv({ NODE_ENV: 'test', ARGON2_MEMORY_KIB: '4096', ARGON2_TIME_COST: '1' })).toMatchObject({
      ARGON2_MEMORY_KIB: 4096,
      ARGON2_TIME_COST: 1,
    });
    const prod = { NODE_ENV: 'production', DEV_EMAILS: 'true' } as const;
    expect(() => loadEnv({ ...prod, ARGON2_MEMORY_KIB: '4096' })).toThrow(/ARGON2_MEMORY_KIB:/);
    expect(() => loadEnv({ ...prod, ARGON2_TIME_COST: '1' })).toThrow(/ARGON2_TIME_COST:/);
  });

  it('refuses production without SMTP_URL unless DEV_EMAILS=true keeps e-mails in the outbox', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SMTP_URL: obrigatório em produção/);
    expect(() => loadEnv({ NODE_ENV: 'production', DEV_EMAILS: 'false' })).toThrow(/SMTP_URL:/);
    expect(loadEnv({ NODE_ENV: 'production', DEV_EMAILS: 'true' }).NODE_ENV).toBe('production');
  });

  it('validates SMTP_URL and shows /dev/emails outside production unless told otherwise', () => {
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL:/);
    expect(loadEnv({ SMTP_URL: 'smtps://u:p@mail.example:465' }).SMTP_URL).toBe(
      'smtps://u:p@mail.example:465',
    );
    expect(devEmailsEnabled(loadEnv({}))).toBe(true);
    const smtp = 'smtp://u:p@mail.example:587';
    expect(devEmailsEnabled(loadEnv({ NODE_ENV: 'production', SMTP_URL: smtp }))).toBe(false);
    expect(devEmailsEnabled(loadEnv({ NODE_ENV: 'production', DEV_EMAILS: 'true' }))).toBe(true);
    expect(devEmailsEnabled(loadEnv({ DEV_EMAILS: 'false' }))).toBe(false);
  });
});
