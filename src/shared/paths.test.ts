import { describe, expect, it } from 'vitest';
import { absoluteUrl, listingDetailParams, paths } from './paths.ts';

describe('listing detail href', () => {
  it('uses the type slug, the code and slugANUNCIO', () => {
    expect(
      paths.listingDetail.getHref({
        codigoANUNCIO: 12,
        tipoANUNCIO: 3,
        slugANUNCIO: 'manicure-a-domicilio',
        tituloANUNCIO: 'x',
      }),
    ).toBe('/detalhe/servico/12/manicure-a-domicilio');
  });
  it('maps the four types to their spec slugs', () => {
    const slugs = [1, 2, 3, 4].map(
      (t) => listingDetailParams({ codigoANUNCIO: 1, tipoANUNCIO: t, tituloANUNCIO: 'a' }).tipoSlug,
    );
    expect(slugs).toEqual(['oportunidade', 'produto', 'servico', 'comodidade']);
  });
  it('builds the slug from the title when there is none', () => {
    expect(
      paths.listingDetail.getHref({
        codigoANUNCIO: 7,
        tipoANUNCIO: 2,
        slugANUNCIO: '',
        tituloANUNCIO: 'Pão de Queijo — 10 unidades!',
      }),
    ).toBe('/detalhe/produto/7/pao-de-queijo-10-unidades');
  });
});

describe('absoluteUrl', () => {
  it('makes paths absolute on the public origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/uploads/a.jpg', 'https://nc.com.br')).toBe('https://nc.com.br/uploads/a.jpg');
    expect(absoluteUrl('/', 'https://nc.com.br/')).toBe('https://nc.com.br/');
    expect(absoluteUrl('https://cdn.example/a.jpg', 'https://nc.com.br')).toBe('https://cdn.example/a.jpg');
  });
});

describe('account hrefs', () => {
  it('add only the parameters that have a value', () => {
    expect(paths.login.getHref()).toBe('/entrar');
    expect(paths.login.getHref({ plano: 'pf-anual', redirect: null })).toBe('/entrar?plano=pf-anual');
    expect(paths.login.getHref({ redirect: '/painel/faturas' })).toBe('/entrar?redirect=%2Fpainel%2Ffaturas');
    expect(paths.register.getHref({ plano: 'pj-anual' })).toBe('/cadastro?plano=pj-anual');
    expect(paths.confirmEmail.getHref({ email: 'ana+1@example.com' })).toBe(
      '/confirmar?email=ana%2B1%40example.com',
    );
    expect(paths.panelPayment.getHref({ plano: 'pf-anual' })).toBe('/painel/pagamento?plano=pf-anual');
  });
});
