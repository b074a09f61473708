import { renderToString } from 'react-dom/server';
import { createRoutesStub, Meta } from 'react-router';
import { describe, expect, it } from 'vitest';
import { listingMeta } from './listing-meta.ts';
import type { ListingDetailData } from './listing-view.ts';

const listing: ListingDetailData = {
  codigo: 12,
  tipo: 2,
  titulo: 'Bolo "caseiro" </script><script>alert(1)</script>',
  subtitulo: "R$' 100 & mais",
  descricao: 'Feito hoje.',
  price: "R$' 100",
  offerPrice: '100.00',
  place: 'Campinas - SP',
  categoria: 'Alimentos',
  categoriaCodigo: 1,
  subcategoria: null,
  anunciante: 'Ana',
  anuncianteCodigo: 7,
  canonicalPath: '/detalhe/produto/12/bolo-caseiro',
  image: { src: '/uploads/a.webp', og: '/uploads/a-og.jpg' },
  images: [],
  hours: null,
  showContact: false,
  phones: [],
  emails: [],
  socials: [],
  address: null,
  mapUrl: null,
  videoUrl: null,
  condominioBox: null,
  condominios: [],
  regras: [],
  published: null,
};

function renderHead(): string {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => <Meta />,
      meta: () => listingMeta({ listing, publicUrl: 'https://nc.example' }),
    },
  ]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('listingMeta', () => {
  it('gives absolute Open Graph URLs, the JPEG og:image and JSON-LD with the numeric price', () => {
    const tags = listingMeta({ listing, publicUrl: 'https://nc.example' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://nc.example/uploads/a-og.jpg' });
    expect(tags).toContainEqual({ property: 'og:image:type', content: 'image/jpeg' });
    expect(tags).toContainEqual({
      property: 'og:url',
      content: 'https://nc.example/detalhe/produto/12/bolo-caseiro',
    });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'pt_BR' });
    const product = tags.find(
      (t) => 'script:ld+json' in t && (t['script:ld+json'] as { '@type': string })['@type'] === 'Product',
    );
    expect(product).toMatchObject({
      'script:ld+json': { offers: { '@type': 'Offer', price: '100.00', priceCurrency: 'BRL' } },
    });
  });

  it('escapes every value in the rendered head (quotes, </script>, ampersands)', () => {
    const html = renderHead();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toMatch(/<\/script><script>/);
    expect(html).toContain('content="Bolo &quot;caseiro&quot; &lt;/script&gt;');
    expect(html).toContain('R$&#x27; 100 &amp; mais');
    expect(html).toContain('type="application/ld+json"');
    // The JSON-LD stays parseable after unescaping what HTML escaped.
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => m[1]!,
    );
    expect(blocks).toHaveLength(2);
    for (const block of blocks) {
      const json = JSON.parse(
        block
          .replace(/\\u003c/g, '<')
          .replace(/\\u003e/g, '>')
          .replace(/\\u0026/g, '&'),
      ) as { '@type': string };
      expect(['Product', 'BreadcrumbList']).toContain(json['@type']);
    }
  });
});
