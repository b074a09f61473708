import { describe, expect, it } from 'vitest';
import { isActiveLink, panelMenu } from './panel-nav.ts';

describe('panelMenu (spec 2 §2)', () => {
  it('gives advertisers and users their menu, with settings', () => {
    expect(panelMenu('ANUNCIANTE').map((l) => l.to)).toEqual([
      '/painel',
      '/painel/anuncios',
      '/painel/midias',
      '/painel/planos',
      '/painel/faturas',
      '/painel/mensagens',
      '/painel/tickets',
      '/painel/buscas-salvas',
      '/painel/configuracoes',
    ]);
    expect(panelMenu('USUARIO')).toBe(panelMenu('ANUNCIANTE'));
  });
  it('gives admins the admin menu, with settings', () => {
    expect(panelMenu('ADMIN').map((l) => [l.to, l.label])).toEqual([
      ['/painel/admin', 'Dashboard'],
      ['/painel/admin/anuncios', 'Anúncios'],
      ['/painel/admin/denuncias', 'Denúncias'],
      ['/painel/admin/condominios', 'Condomínios'],
      ['/painel/admin/taxonomias', 'Categorias'],
      ['/painel/admin/subcategorias', 'Subcategorias'],
      ['/painel/admin/usuarios', 'Usuários'],
      ['/painel/admin/faturas', 'Faturas'],
      ['/painel/admin/contatos', 'Contatos'],
      ['/painel/admin/tickets', 'Tickets'],
      ['/painel/configuracoes', 'Configurações'],
    ]);
  });
});

describe('isActiveLink', () => {
  const [dashboard, listings] = panelMenu('ANUNCIANTE');
  it('marks the dashboard only on /painel itself', () => {
    expect(isActiveLink(dashboard!, '/painel')).toBe(true);
    expect(isActiveLink(dashboard!, '/painel/')).toBe(true);
    expect(isActiveLink(dashboard!, '/painel/planos')).toBe(false);
  });
  it('marks a section on its sub-pages too', () => {
    expect(isActiveLink(listings!, '/painel/anuncios/novo')).toBe(true);
    expect(isActiveLink(listings!, '/painel/anunciosx')).toBe(false);
  });
});
