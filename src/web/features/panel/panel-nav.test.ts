import { describe, expect, it } from 'vitest';
import { comingSoonPage, isActiveLink, panelMenu } from './panel-nav.ts';

describe('panelMenu (spec 2 §2)', () => {
  it('gives advertisers and users their menu, with settings', () => {
    expect(panelMenu('ANUNCIANTE').map((l) => l.to)).toEqual([
      '/painel',
      '/painel/anuncios',
      '/painel/midias',
      '/painel/planos',
      '/painel/faturas',
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

describe('comingSoonPage (spec 2 §2 "Full panel route table")', () => {
  it('knows the pages later issues build', () => {
    expect(comingSoonPage('mensagens')?.title).toBe('Mensagens');
    expect(comingSoonPage('admin/tickets')).toMatchObject({ title: 'Tickets', isAdmin: true });
    expect(comingSoonPage('tickets/')?.title).toBe('Suporte');
  });
  it('no longer answers for the pages that are built (their own routes)', () => {
    expect(comingSoonPage('anuncios')).toBeNull();
    expect(comingSoonPage('midias')).toBeNull();
    expect(comingSoonPage('configuracoes')).toBeNull();
    expect(comingSoonPage('admin/anuncios/12')).toBeNull();
    expect(comingSoonPage('admin/condominios/novo')).toBeNull();
  });
  it('answers null for any other path (a real 404)', () => {
    expect(comingSoonPage('xyz')).toBeNull();
    expect(comingSoonPage('admin/anuncios/abc')).toBeNull();
    expect(comingSoonPage('constructor')).toBeNull();
    expect(comingSoonPage('admin/usuarios/1/apagar')).toBeNull();
  });
});
