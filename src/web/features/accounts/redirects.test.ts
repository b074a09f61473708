import { describe, expect, it } from 'vitest';
import { loginRedirectHref, pessoaForPlan, planSlugParam } from './redirects.ts';

describe('loginRedirectHref', () => {
  it('carries the origin page in `redirect`', () => {
    expect(loginRedirectHref('/painel/anuncios?page=2')).toBe(
      '/entrar?redirect=%2Fpainel%2Fanuncios%3Fpage%3D2',
    );
  });
  it('leaves the default destination out', () => {
    expect(loginRedirectHref('/painel')).toBe('/entrar');
  });
});

describe('plan slugs', () => {
  it('accepts the slugs of the plans page and nothing else', () => {
    expect(planSlugParam('pf-anual')).toBe('pf-anual');
    expect(planSlugParam('pj-mes-gratis')).toBe('pj-mes-gratis');
    expect(planSlugParam('PF anual')).toBeNull();
    expect(planSlugParam('<script>')).toBeNull();
    expect(planSlugParam(null)).toBeNull();
  });
  it('tells the account type of a plan', () => {
    expect(pessoaForPlan('pf-semestral')).toBe('pf');
    expect(pessoaForPlan('pj-anual')).toBe('pj');
    expect(pessoaForPlan('basico')).toBeNull();
    expect(pessoaForPlan(null)).toBeNull();
  });
});
