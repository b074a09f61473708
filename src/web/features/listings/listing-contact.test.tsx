import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ListingDetailSchema, type ListingDetail } from '#shared/contracts/listings.contract.ts';
import { CONTACT_HIDDEN, emailLink } from './listing-detail-helpers.ts';
import { ListingDetailPage } from './listing-detail-page.tsx';
import { toListingDetail } from './listing-view.ts';

/**
 * ADR 008: /anuncios/416 said "O anunciante preferiu não mostrar telefone e
 * endereço." and rendered a wa.me link with the number, through the advertiser's networks.
 */
const PHONE_DIGITS = '976176491';

function apiListing(isShown: boolean): ListingDetail {
  return ListingDetailSchema.parse({
    codigoANUNCIO: 416,
    tituloANUNCIO: 'Brigadeiros gourmet',
    subtituloANUNCIO: 'Caixa com 12',
    descricaoANUNCIO: 'Feitos no dia.',
    precoANUNCIO: 'R$ 30,00',
    precoCentavos: 3000,
    slugANUNCIO: 'brigadeiros-gourmet',
    tipoANUNCIO: 2,
    statusANUNCIO: 'publicado',
    destaqueANUNCIO: 0,
    tiposTransacaoANUNCIO: ['venda'],
    condicaoANUNCIO: 'novo',
    categoriaANUNCIO: 1,
    subcategoriaANUNCIO: null,
    cidadeANUNCIO: 'Salvador',
    codigoCidadeANUNCIO: 2927408,
    coordenadasANUNCIO: null,
    ufANUNCIO: 'BA',
    imagens: [],
    imagensANUNCIO: [],
    condominiosANUNCIO: [],
    anuncianteANUNCIO: 37,
    categoria: { codigoCATEGORIA: 1, nomeCATEGORIA: 'Alimentos', tipoCATEGORIA: 2 },
    subcategoria: null,
    criadoEm: '2026-11-01T12:00:00.000Z',
    atualizadoEm: '2026-11-01T12:00:00.000Z',
    publicadoEm: '2026-11-01T12:00:00.000Z',
    horariosANUNCIO: null,
    mapaUrlANUNCIO: 'https://www.openstreetmap.org/export/embed.html?bbox=-38.46,-12.99,-38.45,-12.98',
    youtubeUrlANUNCIO: null,
    regras: null,
    // As GET /api/anuncios/416 answered before the fix: the phone there although hidden. The page
    // must not show it even then.
    anunciante: {
      codigo: 37,
      nome: 'Vanessa',
      pessoa: 'pf',
      contato: { email: 'vanessa@exemplo.com.br', whatsapp: '71976176491', ddd: '71', site: null },
      mostrarEndereco: isShown,
      endereco: isShown
        ? {
            cep: '41810000',
            logradouro: 'Avenida Paulo VI',
            ruaNumero: 'Avenida Paulo VI, 110',
            complemento: 'Bloco B, apto 302',
            bairro: 'Pituba',
            cidade: 'Salvador',
            uf: 'BA',
          }
        : null,
      redes: { whatsapp: '71976176491', instagram: 'https://www.instagram.com/vanessadoces' },
      condominio: null,
    },
    condominios: [],
  });
}

function renderPage(listing: ListingDetail): string {
  const data = toListingDetail(listing);
  const Stub = createRoutesStub([
    { path: '/', Component: () => <ListingDetailPage listing={data} publicUrl="https://nc.example" /> },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('the detail page when the advertiser hides phone and address', () => {
  it('prepares no phone, WhatsApp link, address or map, and keeps e-mail and networks', () => {
    const data = toListingDetail(apiListing(false));
    expect(data.showContact).toBe(false);
    expect(data.phones).toEqual([]);
    expect(data.address).toBeNull();
    expect(data.mapUrl).toBeNull();
    expect(data.emails).toEqual(['vanessa@exemplo.com.br']);
    expect(data.socials.map((s) => s.network)).toEqual(['instagram']);
    // The page's hydration data carries none of it either.
    expect(JSON.stringify(data)).not.toContain(PHONE_DIGITS);
  });

  it('renders no wa.me or tel: link, says why, and offers the e-mail', () => {
    const html = renderPage(apiListing(false));
    expect(html).not.toContain('wa.me');
    expect(html).not.toContain('tel:');
    expect(html).not.toContain(PHONE_DIGITS);
    expect(html).not.toContain('Pituba');
    expect(html).toContain(CONTACT_HIDDEN);
    expect(html).toContain('Enviar e-mail');
    expect(html).toContain(emailLink('vanessa@exemplo.com.br', 'Brigadeiros gourmet').replace(/&/g, '&amp;'));
  });

  it('renders the WhatsApp button, phone and address when the advertiser shows them', () => {
    const html = renderPage(apiListing(true));
    expect(html).toContain('https://wa.me/5571976176491?text=');
    expect(html).toContain('tel:+5571976176491');
    expect(html).toContain('Pituba');
    expect(html).toContain('Conversar no WhatsApp');
    expect(html).not.toContain(CONTACT_HIDDEN);
  });
});

describe('emailLink', () => {
  it('fills subject and greeting', () => {
    expect(emailLink('a@b.com', 'Bolo & cia')).toBe(
      'mailto:a@b.com?subject=An%C3%BAncio%20no%20NC%3A%20Bolo%20%26%20cia&body=' +
        'Ol%C3%A1!%20Vi%20seu%20an%C3%BAncio%20%22Bolo%20%26%20cia%22%20no%20NC%20e%20gostaria%20de%20mais%20informa%C3%A7%C3%B5es.',
    );
  });
});
