import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from '../env.ts';
import { routeLabel } from './metrics.ts';

describe('routeLabel', () => {
  const label = (url: string | undefined, is404 = false) =>
    routeLabel({ is404, routeOptions: { url } as never });

  it('is the route pattern, never the address', () => {
    expect(label('/api/anuncios/:id')).toBe('/api/anuncios/:id');
    expect(label('/uploads/*')).toBe('/uploads/*');
  });

  it('gives everything no route answers one value', () => {
    expect(label(undefined, true)).toBe('nao_encontrada');
    expect(label('/*', true)).toBe('nao_encontrada');
    // The API's catch-all 404 (app.ts) is an unknown address too.
    expect(label('/api/*')).toBe('nao_encontrada');
  });

  it('gives every SSR page one value, and every built asset another', () => {
    expect(label('/*')).toBe('pagina');
    expect(label('/assets/entry.client-BXk2a9.js')).toBe('/assets/*');
    expect(label('/assets/*')).toBe('/assets/*');
  });
});

describe('metrics settings', () => {
  it('serves nothing by default, and the separate port on loopback', () => {
    const env = loadEnv({});
    expect(env.METRICS_TOKEN).toBeUndefined();
    expect(env.METRICS_PORT).toBeUndefined();
    expect(env.METRICS_HOST).toBe('127.0.0.1');
    expect(loadEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
  });

  it.each([
    [{ METRICS_TOKEN: 'curto-demais' }, 'METRICS_TOKEN'],
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT'],
    [{ PORT: '8080', METRICS_PORT: '8080' }, 'METRICS_PORT'],
  ])('stops on %j naming the variable', (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
