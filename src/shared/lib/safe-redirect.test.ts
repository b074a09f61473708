import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps a path on this site with its query and hash', () => {
    expect(safeRedirectPath('/painel')).toBe('/painel');
    expect(safeRedirectPath('/painel/anuncios?page=2#lista')).toBe('/painel/anuncios?page=2#lista');
  });

  it.each([
    'https://evil.example/painel',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'painel',
    '/pai\nnel',
    '/\tevil',
    '',
    null,
    undefined,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });

  it('refuses the account screens (a login would loop)', () => {
    expect(safeRedirectPath('/entrar?redirect=/painel')).toBeNull();
    expect(safeRedirectPath('/cadastro')).toBeNull();
    expect(safeRedirectPath('/redefinir-senha?token=x')).toBeNull();
  });
});
