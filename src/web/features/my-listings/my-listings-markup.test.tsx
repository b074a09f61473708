import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MY_LISTING_STATUSES } from '#shared/contracts/my-listings.constants.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import type { Photo } from './listing-photo.ts';
import { ListingCards, ListingTable, type RowActions } from './my-listings-rows.tsx';
import { PhotosSection } from './photos-section.tsx';

const noop = () => {};

describe('ListingStatusBadge', () => {
  it('shows the word and the spec colour of each status (never colour alone)', () => {
    const colours = Object.fromEntries(
      MY_LISTING_STATUSES.map((s) => [
        s,
        /data-color="(\w+)"/.exec(renderToString(<ListingStatusBadge status={s} />))?.[1],
      ]),
    );
    expect(colours).toEqual({
      rascunho: 'grey',
      pendente: 'yellow',
      publicado: 'green',
      reprovado: 'red',
      inativo: 'grey',
      vendido: 'grey',
      encerrado: 'grey',
    });
    expect(renderToString(<ListingStatusBadge status="pendente" />)).toContain('>Pendente<');
    expect(renderToString(<ListingStatusBadge status="vendido" />)).toContain('>Vendido<');
  });
});

describe('PhotosSection', () => {
  const photos: Photo[] = [
    { key: 'a', kind: 'stored', url: '/u/a.webp', thumb: '/u/a-t.webp' },
    { key: 'b', kind: 'stored', url: '/u/b.webp', thumb: '/u/b-t.webp' },
  ];
  const out = renderToString(
    <PhotosSection
      photos={photos}
      onChange={noop}
      onRemoveStored={() => Promise.resolve(true)}
      isUploading={false}
      onUpload={noop}
      canUpload
    />,
  );

  it('marks the first photo as the cover and offers the others as cover', () => {
    expect(out.match(/Capa</g)).toHaveLength(1);
    expect(out).toContain('aria-label="Usar Imagem 2 como capa"');
    expect(out).not.toContain('aria-label="Usar Imagem 1 como capa"');
  });

  it('has keyboard move buttons, the impossible moves disabled, and a live region', () => {
    expect(out).toMatch(/aria-label="Mover Imagem 1 para cima"[^>]*disabled=""/);
    expect(out).toMatch(/aria-label="Mover Imagem 2 para baixo"[^>]*disabled=""/);
    expect(out).not.toMatch(/aria-label="Mover Imagem 1 para baixo"[^>]*disabled=""/);
    expect(out).toContain('aria-live="polite"');
  });
});

describe('ListingTable and ListingCards: until when each ad is on the air (issue 35)', () => {
  const NOW = '2027-11-01T12:00:00.000Z';
  const DAY = 86_400_000;
  const endingIn = (days: number) => new Date(Date.parse(NOW) + days * DAY).toISOString();
  const ad = (codigoANUNCIO: number, tituloANUNCIO: string, endsAt: string | null): MyListing => ({
    codigoANUNCIO,
    tituloANUNCIO,
    subtituloANUNCIO: '',
    descricaoANUNCIO: 'Feito no dia.',
    precoANUNCIO: 'R$ 12,00',
    slugANUNCIO: 'anuncio',
    tipoANUNCIO: 1,
    statusANUNCIO: endsAt !== null && endsAt < NOW ? 'inativo' : 'publicado',
    destaqueANUNCIO: 0,
    tiposTransacaoANUNCIO: ['venda'],
    condicaoANUNCIO: null,
    categoriaANUNCIO: 4,
    subcategoriaANUNCIO: null,
    condominiosANUNCIO: [],
    horariosANUNCIO: null,
    mapaUrlANUNCIO: null,
    youtubeUrlANUNCIO: null,
    anuncianteANUNCIO: 3,
    checkoutId: endsAt === null ? null : 9,
    imagensANUNCIO: [],
    imagens: [],
    categoria: { nomeCATEGORIA: 'Doces', tipoCATEGORIA: 1 },
    status: 'publicado',
    motivoReprovacao: null,
    credito: endsAt === null ? null : { checkoutId: 9, endsAt },
    criadoEm: '2027-01-01T00:00:00Z',
    atualizadoEm: '2027-01-01T00:00:00Z',
    publicadoEm: '2027-01-01T00:00:00Z',
    alteracao: null,
    edicaoComAnalise: false,
  });
  const actions: RowActions = {
    busyId: null,
    onPreview: noop,
    onPublish: noop,
    onInactivate: noop,
    onSell: noop,
    onEnd: noop,
    onDuplicate: noop,
    onRemove: noop,
  };
  /** The table's row or the card of one ad, as HTML. */
  function rowsOf(listing: MyListing): { table: string; card: string } {
    const render = (rows: 'table' | 'cards') =>
      renderToString(
        <MemoryRouter>
          {rows === 'table' ? (
            <ListingTable listings={[listing]} actions={actions} now={NOW} />
          ) : (
            <ListingCards listings={[listing]} actions={actions} now={NOW} />
          )}
        </MemoryRouter>,
      );
    return { table: render('table'), card: render('cards') };
  }
  const textOf = (html: string) => html.replace(/<[^>]+>/g, '');
  const renewLink = (html: string) =>
    /<a[^>]*href="(\/painel\/anuncios\/\d+\/renovar)"[^>]*>(.*?)<\/a>/.exec(html);

  it('shows "No ar até dd/mm/aaaa" and no Renovar far from the end', () => {
    for (const html of Object.values(rowsOf(ad(41, 'Bolo de pote', '2028-06-12T15:00:00.000Z')))) {
      expect(textOf(html)).toContain('No ar até 12/06/2028');
      expect(html).toContain('dateTime="2028-06-12T15:00:00.000Z"');
      expect(html).not.toContain('data-run="ending"');
      expect(renewLink(html)).toBeNull();
    }
  });

  it('offers Renovar, named after the ad, within 30 days of the end', () => {
    for (const html of Object.values(rowsOf(ad(41, 'Bolo de pote', endingIn(20))))) {
      expect(textOf(html)).toContain('No ar até 21/11/2027');
      const link = renewLink(html);
      expect(link?.[1]).toBe('/painel/anuncios/41/renovar');
      expect(textOf(link?.[2] ?? '')).toBe('Renovar Bolo de pote');
      expect(link?.[2]).toContain('<span class="sr-only"> <!-- -->Bolo de pote</span>');
    }
  });

  it('warns in words (not colour alone) within 7 days of the end', () => {
    for (const html of Object.values(rowsOf(ad(41, 'Bolo de pote', endingIn(3.5))))) {
      expect(html).toMatch(/data-run="ending"[^>]*class="[^"]*bg-amber-50[^"]*text-amber-900/);
      expect(textOf(html)).toContain('No ar até 04/11/2027 · faltam 3 dias');
      expect(renewLink(html)?.[1]).toBe('/painel/anuncios/41/renovar');
    }
  });

  it('says "Encerrado em" once the end passed, renewable for 30 days', () => {
    for (const html of Object.values(rowsOf(ad(41, 'Bolo de pote', endingIn(-10))))) {
      expect(textOf(html)).toContain('Encerrado em 22/10/2027');
      expect(textOf(html)).not.toContain('No ar até');
      expect(renewLink(html)?.[1]).toBe('/painel/anuncios/41/renovar');
    }
    for (const html of Object.values(rowsOf(ad(41, 'Bolo de pote', endingIn(-45))))) {
      expect(textOf(html)).toContain('Encerrado em 17/09/2027');
      expect(renewLink(html)).toBeNull();
    }
  });

  it('shows nothing of the kind for an ad without a credit', () => {
    for (const html of Object.values(rowsOf(ad(41, 'Bolo de pote', null)))) {
      expect(textOf(html)).not.toMatch(/No ar até|Encerrado em/);
      expect(renewLink(html)).toBeNull();
      expect(html).toContain('href="/painel/anuncios/41/editar"');
    }
  });

  describe('"Marcar como vendido" and "Encerrar" (ADR 023)', () => {
    const far = '2028-06-12T15:00:00.000Z';
    const withStatus = (tipoANUNCIO: number, statusANUNCIO: MyListing['statusANUNCIO']): MyListing => ({
      ...ad(41, 'Bicicleta aro 26', far),
      tipoANUNCIO,
      statusANUNCIO,
      credito: null,
    });
    /** The row actions' visible words (the screen-reader name, the ad's title, left out). */
    const actionsOf = (html: string) =>
      [...html.matchAll(/<button[^>]*>(.*?)<\/button>/g)].map(([, inner]) =>
        textOf((inner ?? '').replace(/<span class="sr-only">.*?<\/span>/, '')),
      );

    it('a published Produto offers both, each named after the ad', () => {
      for (const html of Object.values(rowsOf(withStatus(2, 'publicado')))) {
        expect(actionsOf(html)).toEqual([
          'Visualizar',
          'Inativar',
          'Marcar como vendido',
          'Encerrar',
          'Duplicar',
          'Remover',
        ]);
        expect(textOf(html)).toContain('Marcar como vendido Bicicleta aro 26');
        expect(textOf(html)).toContain('Encerrar Bicicleta aro 26');
      }
    });

    it('a Serviço is ended, never sold; a rejected ad is ended; a draft neither', () => {
      expect(actionsOf(rowsOf(withStatus(3, 'publicado')).table)).toEqual([
        'Visualizar',
        'Inativar',
        'Encerrar',
        'Duplicar',
        'Remover',
      ]);
      expect(actionsOf(rowsOf(withStatus(2, 'reprovado')).card)).toEqual([
        'Visualizar',
        'Publicar',
        'Encerrar',
        'Duplicar',
        'Remover',
      ]);
      expect(actionsOf(rowsOf(withStatus(2, 'rascunho')).table)).toEqual([
        'Visualizar',
        'Publicar',
        'Duplicar',
        'Remover',
      ]);
    });

    it('a sold ad shows "Vendido" and no way back to the site', () => {
      const { table } = rowsOf(withStatus(2, 'vendido'));
      expect(table).toContain('>Vendido<');
      expect(actionsOf(table)).toEqual(['Visualizar', 'Duplicar', 'Remover']);
    });

    it("the busy ad's actions are disabled while a call runs", () => {
      const html = renderToString(
        <MemoryRouter>
          <ListingTable
            listings={[withStatus(2, 'publicado')]}
            actions={{ ...actions, busyId: 41 }}
            now={NOW}
          />
        </MemoryRouter>,
      );
      expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Marcar como vendido/);
      expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*?Encerrar/);
    });
  });

  it("shows the route's statistics line under each ad's title, in the table and on the cards (issue 35 item 2)", () => {
    const listing = ad(41, 'Bolo de pote', null);
    const statsOf = (l: MyListing) => <p data-stats={l.codigoANUNCIO}>12 visualizações</p>;
    for (const Rows of [ListingTable, ListingCards]) {
      const html = renderToString(
        <MemoryRouter>
          <Rows listings={[listing]} actions={actions} now={NOW} statsOf={statsOf} />
        </MemoryRouter>,
      );
      expect(html).toContain('<p data-stats="41">12 visualizações</p>');
    }
    // Without it (the page's other users), nothing.
    expect(rowsOf(listing).table).not.toContain('data-stats');
  });
});
