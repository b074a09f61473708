import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv, trustProxySetting } from './env.ts';

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
