import { describe, expect, it } from 'vitest';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { listingsHref, myListingsParams } from './my-listings-list.ts';
import { publishErrorFrom } from './publish-errors.ts';

describe('myListingsParams / listingsHref', () => {
  it('reads page and q, falling back to page 1', () => {
    expect(myListingsParams(new URLSearchParams('q=%20bolo%20&page=3'))).toEqual({ page: 3, q: 'bolo' });
    expect(myListingsParams(new URLSearchParams('page=abc'))).toEqual({ page: 1, q: '' });
    expect(myListingsParams(new URLSearchParams('page=-2'))).toEqual({ page: 1, q: '' });
  });

  it('leaves the empty parts out of the address', () => {
    expect(listingsHref('', 1)).toBe('/painel/anuncios');
    expect(listingsHref('bolo de milho', 2)).toBe('/painel/anuncios?q=bolo+de+milho&page=2');
  });
});

describe('publishErrorFrom', () => {
  const api = (status: number, message: string) =>
    new ApiError('POST', '/api/minha-conta/anuncios/1/publicar', status, { message, code: 'X' });

  it('links to the plans without a credit', () => {
    expect(publishErrorFrom(api(422, M.noCredit))).toEqual({
      message: M.noCredit,
      link: { to: '/painel/planos', label: 'Ver planos' },
    });
  });

  it('links to the settings with an incomplete profile, keeping the missing fields', () => {
    const message = `${M.incompleteProfile}WhatsApp obrigatório`;
    expect(publishErrorFrom(api(422, message))).toEqual({
      message,
      link: { to: '/painel/configuracoes', label: 'Completar meu cadastro' },
    });
  });

  it('shows the server message, the session message on 401 and a network message', () => {
    expect(publishErrorFrom(api(409, M.alreadyPublished))).toEqual({ message: M.alreadyPublished });
    expect(publishErrorFrom(api(401, 'x')).message).toBe('Sessão expirada. Faça login novamente.');
    expect(publishErrorFrom(new NetworkError('POST', '/x', false)).message).toBe(
      'Não foi possível falar com o servidor.',
    );
  });
});
