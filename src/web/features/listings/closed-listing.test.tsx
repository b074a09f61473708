import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LISTING_GONE } from '#shared/contracts/listings.constants.ts';
import type { ListingCardData } from '../../lib/listing-cards.ts';
import { ClosedListingPage } from './closed-listing-page.tsx';
import { closedListingMeta, closedSentence, type ClosedListingData } from './closed-listing.ts';
import { ListingErrorBoundary } from './listing-error-boundary.tsx';

// 23:30 on 12/06/2027 in Brasília, already the 13th in UTC: the date shown is Brasília's.
const sold: ClosedListingData = {
  codigo: 41,
  titulo: 'Bicicleta aro 26',
  tipo: 2,
  desfecho: 'vendido',
  encerradoEm: '2027-06-13T02:30:00.000Z',
};
const ended: ClosedListingData = { ...sold, tipo: 3, desfecho: 'encerrado', titulo: 'Aulas de violão' };
const other: ListingCardData = {
  codigo: 42,
  tipo: 2,
  titulo: 'Patins infantil',
  href: '/detalhe/produto/42/patins-infantil',
  price: 'R$ 80,00',
  place: 'Campinas - SP',
  image: null,
};

const render = (closed: ClosedListingData, others: ListingCardData[] = []) =>
  renderToString(
    <MemoryRouter>
      <ClosedListingPage closed={closed} advertiser="Cláudia Carvalho" moreFromAdvertiser={others} />
    </MemoryRouter>,
  );
const textOf = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the page of a sold or ended listing (ADR 023)', () => {
  it('says it was sold, when (dd/mm/aaaa, Brasília), with the title as the heading', () => {
    const html = render(sold, [other]);
    expect(html).toMatch(/<h1[^>]*>Bicicleta aro 26<\/h1>/);
    expect(html).toMatch(/data-outcome="vendido"[^>]*>.*?Vendido<\/span>/);
    expect(textOf(html)).toContain('Este anúncio foi marcado como vendido em 12/06/2027.');
    expect(html).toContain('dateTime="2027-06-13T02:30:00.000Z"');
    expect(closedSentence(sold)).toBe('Este anúncio foi marcado como vendido em 12/06/2027.');
  });

  it("leads to similar listings of its type and shows the advertiser's others", () => {
    const html = render(sold, [other]);
    expect(html).toMatch(/<a[^>]*href="\/anuncios\?tipo=2"[^>]*>.*?Buscar anúncios parecidos<\/a>/);
    expect(html).toContain('Mais anúncios deste anunciante');
    expect(html).toContain('Cláudia Carvalho');
    expect(html).toContain('href="/detalhe/produto/42/patins-infantil"');
  });

  it('says an ended listing was ended by the advertiser; no section without other listings', () => {
    const html = render(ended);
    expect(html).toMatch(/data-outcome="encerrado"[^>]*>.*?Encerrado<\/span>/);
    expect(textOf(html)).toContain('Este anúncio foi encerrado pelo anunciante em 12/06/2027.');
    expect(html).toContain('href="/anuncios?tipo=3"');
    expect(html).not.toContain('Mais anúncios deste anunciante');
  });

  it('is kept out of search engines, with no canonical address', () => {
    const tags = closedListingMeta(sold);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ title: 'Bicicleta aro 26 | Vendido | NC' });
    expect(tags.some((t) => 'rel' in t && t.rel === 'canonical')).toBe(false);
  });

  it('after its 30 days (410) the error boundary says it is no longer available', () => {
    const gone = { status: 410, statusText: 'Gone', internal: false, data: { message: LISTING_GONE } };
    const html = renderToString(
      <MemoryRouter>
        <ListingErrorBoundary error={gone} />
      </MemoryRouter>,
    );
    expect(html).toMatch(/<h1[^>]*>Anúncio indisponível<\/h1>/);
    expect(html).toContain(LISTING_GONE);
    expect(html).not.toContain('Algo deu errado');
  });
});
