import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Category } from '#shared/contracts/catalogue.contract.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { REVISION_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { ListingForm } from './listing-form.tsx';
import { defaultOpeningHours } from './listing-form-values.ts';

const EMBED = 'https://maps.google.com/maps?q=-23.5874162,-46.6576336&amp;z=16&amp;output=embed';

const listing: MyListing = {
  codigoANUNCIO: 41,
  tituloANUNCIO: 'Bolo de pote',
  subtituloANUNCIO: 'De brigadeiro',
  descricaoANUNCIO: 'Feito no dia.',
  precoANUNCIO: 'R$ 12,00',
  slugANUNCIO: 'bolo-de-pote',
  tipoANUNCIO: 1,
  statusANUNCIO: 'publicado',
  destaqueANUNCIO: 0,
  tiposTransacaoANUNCIO: ['venda'],
  condicaoANUNCIO: 'novo',
  categoriaANUNCIO: 4,
  subcategoriaANUNCIO: null,
  condominiosANUNCIO: [7],
  horariosANUNCIO: { ...defaultOpeningHours(), sab: { aberto: true, das: '08:00', as: '12:00' } },
  mapaUrlANUNCIO: 'https://maps.google.com/maps?q=-23.5874162,-46.6576336&z=16&output=embed',
  youtubeUrlANUNCIO: null,
  anuncianteANUNCIO: 3,
  checkoutId: 9,
  imagensANUNCIO: [],
  imagens: [],
  categoria: { nomeCATEGORIA: 'Doces', tipoCATEGORIA: 1 },
  status: 'publicado',
  motivoReprovacao: null,
  credito: null,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  publicadoEm: '2026-01-01T00:00:00Z',
  alteracao: { status: 'pendente', motivo: null, enviadaEm: '2026-01-02T00:00:00Z' },
  edicaoComAnalise: true,
};

const categories = [
  { codigoCATEGORIA: 4, nomeCATEGORIA: 'Doces', tipoCATEGORIA: 1 },
  { codigoCATEGORIA: 5, nomeCATEGORIA: 'Aulas', tipoCATEGORIA: 3 },
] as Category[];

function render(ad: MyListing | null, tipo = '') {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ListingForm
          listing={ad}
          categories={categories}
          initialSubcategories={[]}
          condominiums={ad ? [{ codigo: 7, nome: 'Jardins' }] : []}
          creditCount={1}
          isFromCreated={false}
          initialTipo={tipo}
          initialError={null}
          now="2027-11-01T12:00:00.000Z"
        />
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('ListingForm on the server', () => {
  it("renders an ad's saved values in the page itself, before any JavaScript runs", () => {
    const html = render(listing);
    expect(html).toMatch(/<input[^>]*name="tituloANUNCIO"[^>]*value="Bolo de pote"/);
    expect(html).toMatch(/<textarea[^>]*name="descricaoANUNCIO"[^>]*>Feito no dia\.<\/textarea>/);
    expect(html).toMatch(/<option value="1" selected="">Oportunidades<\/option>/);
    expect(html).toMatch(/<option value="4" selected="">Doces<\/option>/);
    expect(html).not.toContain('Aulas');
    const transaction = (value: string) => new RegExp(`<input[^>]*value="${value}"[^>]*>`).exec(html)?.[0];
    expect(transaction('venda')).toContain('checked=""');
    expect(transaction('troca')).not.toContain('checked');
    expect(html).toMatch(/<option value="novo" selected="">Novo<\/option>/);
    expect(html).toContain(`>${EMBED}</textarea>`);
    expect(html).toContain('value="08:00"');
    expect(html).toContain('Jardins');
  });

  it('shows the edit under review and what a save sends to review (ADR 018)', () => {
    const html = render(listing);
    expect(html).toContain(REVISION_MESSAGES.pendingNotice);
    expect(html).toContain(REVISION_MESSAGES.beforeSave);
    expect(html).toContain('>Salvar<');
    expect(html).not.toContain('Publicar</');
  });

  it('shows until when the ad is on the air at the top, with Renovar near the end (issue 35)', () => {
    const withoutCredit = render(listing);
    expect(withoutCredit).not.toMatch(/No ar até|Encerrado em|\/renovar"/);

    const far = render({ ...listing, credito: { checkoutId: 9, endsAt: '2028-06-12T15:00:00.000Z' } });
    expect(far).toMatch(
      /<h1[^>]*>Editar anúncio<\/h1><div[^>]*><span[^>]*>No ar até <time[^>]*>12\/06\/2028</,
    );
    expect(far).not.toContain('/renovar"');

    const near = render({ ...listing, credito: { checkoutId: 9, endsAt: '2027-11-21T15:00:00.000Z' } });
    expect(near).toContain('No ar até <time dateTime="2027-11-21T15:00:00.000Z">21/11/2027</time>');
    expect(near).toMatch(/<a[^>]*href="\/painel\/anuncios\/41\/renovar"[^>]*>.*?Renovar/);

    const ended = render({ ...listing, credito: { checkoutId: 9, endsAt: '2027-10-20T15:00:00.000Z' } });
    expect(ended).toContain('Encerrado em <time dateTime="2027-10-20T15:00:00.000Z">20/10/2027</time>');
    expect(ended).toContain('href="/painel/anuncios/41/renovar"');
  });

  it('starts a new ad on the type given, with nothing chosen under it', () => {
    const html = render(null, '3');
    expect(html).toMatch(/<option value="3" selected="">/);
    expect(html).toMatch(/<option value="" selected="">Escolha a categoria<\/option>/);
    expect(html).toContain('Aulas');
    expect(html).toContain('Salvar rascunho');
    expect(html).toContain('Nenhum condomínio escolhido.');
  });
});
