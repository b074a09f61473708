import { describe, expect, it } from 'vitest';
import { paths } from '#shared/paths.ts';
import {
  formatOpeningHours,
  formatPhoneDisplay,
  mapEmbedUrl,
  offerPrice,
  publishedOn,
  socialLinks,
  toInternationalPhone,
  videoEmbedUrl,
  whatsappLink,
  whatsappShareLink,
} from './listing-detail-helpers.ts';
import { streetLine } from './listing-view.ts';

const closed = { aberto: false, das: '', as: '' };

describe('listing URLs', () => {
  it('uses the stored slug, or one built from the title', () => {
    expect(
      paths.listingDetail.getHref({
        codigoANUNCIO: 7,
        tipoANUNCIO: 3,
        slugANUNCIO: 'eletricista-24h',
        tituloANUNCIO: 'x',
      }),
    ).toBe('/detalhe/servico/7/eletricista-24h');
    expect(
      paths.listingDetail.getHref({
        codigoANUNCIO: 8,
        tipoANUNCIO: 2,
        slugANUNCIO: '',
        tituloANUNCIO: 'Açaí & Cia, Ótimo!',
      }),
    ).toBe('/detalhe/produto/8/acai-cia-otimo');
  });
});

describe('formatOpeningHours', () => {
  it("gives seg..dom as 'start às end' or 'Fechado'", () => {
    const rows = formatOpeningHours({
      seg: { aberto: true, das: '08:00', as: '18:00' },
      ter: closed,
      qua: closed,
      qui: closed,
      sex: { aberto: true, das: '09:00', as: '' },
      sab: closed,
      dom: closed,
    });
    expect(rows?.map((r) => [r.label, r.text])).toEqual([
      ['Segunda', '08:00 às 18:00'],
      ['Terça', 'Fechado'],
      ['Quarta', 'Fechado'],
      ['Quinta', 'Fechado'],
      ['Sexta', 'Fechado'],
      ['Sábado', 'Fechado'],
      ['Domingo', 'Fechado'],
    ]);
  });

  it("is null without hours (shown as 'Não informado')", () => {
    expect(formatOpeningHours(null)).toBeNull();
  });
});

describe('phones and WhatsApp', () => {
  it('normalises Brazilian numbers', () => {
    expect(toInternationalPhone('(11) 98765-4321')).toBe('5511987654321');
    expect(toInternationalPhone('5511987654321')).toBe('5511987654321');
    expect(toInternationalPhone('98765-4321', '21')).toBe('5521987654321');
    expect(toInternationalPhone('123')).toBeNull();
    expect(formatPhoneDisplay('5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhoneDisplay('551134567890')).toBe('(11) 3456-7890');
  });

  it('builds wa.me links with the greeting', () => {
    expect(whatsappLink('11987654321', 'Bolo & Cia')).toBe(
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Vi seu anúncio "Bolo & Cia" no NC e gostaria de mais informações.')}`,
    );
    expect(whatsappLink(null, 'x')).toBeNull();
  });
});

describe('mapEmbedUrl', () => {
  it('unwraps an iframe tag and keeps Google and OpenStreetMap embeds only', () => {
    expect(
      mapEmbedUrl('<iframe src="https://www.google.com/maps/embed?pb=!1m18&amp;x=1" width="600"></iframe>'),
    ).toBe('https://www.google.com/maps/embed?pb=!1m18&x=1');
    expect(mapEmbedUrl('https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik')).toBe(
      'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4&layer=mapnik',
    );
    expect(mapEmbedUrl('https://maps.google.com/maps?q=a&output=embed')).toBe(
      'https://maps.google.com/maps?q=a&output=embed',
    );
  });

  it('rejects other addresses', () => {
    expect(mapEmbedUrl('https://www.google.com/maps/place/x')).toBeNull();
    expect(mapEmbedUrl('https://evil.example/maps/embed')).toBeNull();
    expect(mapEmbedUrl('http://www.google.com/maps/embed?pb=1')).toBeNull();
    expect(mapEmbedUrl("<iframe src='javascript:alert(1)'></iframe>")).toBeNull();
    expect(mapEmbedUrl('')).toBeNull();
  });
});

describe('videoEmbedUrl', () => {
  it('reads youtube.com and youtu.be links', () => {
    const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe(embed);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(embed);
    expect(videoEmbedUrl('https://youtube.com/shorts/dQw4w9WgXcQ')).toBe(embed);
    expect(videoEmbedUrl('https://vimeo.com/123')).toBeNull();
    expect(videoEmbedUrl('https://youtu.be/short')).toBeNull();
  });
});

describe('socialLinks', () => {
  it("keeps the spec's order and reads x as twitter", () => {
    const links = socialLinks(
      {
        site: 'www.exemplo.com.br',
        x: '@nc',
        instagram: 'https://www.instagram.com/nc',
        whatsapp: '11987654321',
        facebook: 'javascript:alert(1)',
      },
      'Bolo',
    );
    expect(links.map((l) => l.network)).toEqual(['whatsapp', 'instagram', 'site', 'twitter']);
    expect(links[3]?.href).toBe('https://x.com/nc');
    expect(links[2]?.href).toBe('https://www.exemplo.com.br/');
  });
});

describe('offerPrice', () => {
  it('is the price in reais only when numeric', () => {
    expect(offerPrice(15090)).toBe('150.90');
    expect(offerPrice(null)).toBeNull();
  });
});

describe('streetLine (the advertiser address on the detail page)', () => {
  it('joins the street and the number the settings page keeps apart', () => {
    expect(streetLine('Rua Cardoso de Almeida', '326')).toBe('Rua Cardoso de Almeida, 326');
  });
  it('keeps older data that held both in the number field as it is', () => {
    expect(streetLine('Rua Cardoso de Almeida', 'Rua Cardoso de Almeida, 326')).toBe(
      'Rua Cardoso de Almeida, 326',
    );
    expect(streetLine('', 'Avenida Paulo VI, 110')).toBe('Avenida Paulo VI, 110');
    expect(streetLine('Rua A', '')).toBe('Rua A');
  });
});

describe('publication date', () => {
  const now = new Date('2026-11-26T15:00:00Z');

  it('names the day and month in Portuguese, the year only when it is not the current one', () => {
    expect(publishedOn('2026-11-12T13:00:00Z', now)).toEqual({
      date: '2026-11-12',
      label: 'Publicado em 12 de novembro',
    });
    expect(publishedOn('2025-03-03T13:00:00Z', now)).toEqual({
      date: '2025-03-03',
      label: 'Publicado em 3 de março de 2025',
    });
  });

  it('takes the day in Brasília time, not UTC', () => {
    // 01:30 UTC on 1 January is still 31 December in Brasília (UTC-3): last year, so with the year.
    expect(publishedOn('2026-01-01T01:30:00Z', now)).toEqual({
      date: '2025-12-31',
      label: 'Publicado em 31 de dezembro de 2025',
    });
    // And "now" is Brasília's year too: a listing of 31 December seen at 22:00 that evening.
    expect(publishedOn('2026-12-31T12:00:00Z', new Date('2027-01-01T01:00:00Z'))?.label).toBe(
      'Publicado em 31 de dezembro',
    );
  });

  it('is null without a valid date', () => {
    expect(publishedOn(null, now)).toBeNull();
    expect(publishedOn('', now)).toBeNull();
    expect(publishedOn('ontem', now)).toBeNull();
  });
});

describe('share link', () => {
  it('sends the title and the address to WhatsApp, encoded', () => {
    expect(whatsappShareLink('Bolo & café', 'https://nc.example/detalhe/produto/7/bolo-cafe')).toBe(
      'https://wa.me/?text=Bolo%20%26%20caf%C3%A9%20https%3A%2F%2Fnc.example%2Fdetalhe%2Fproduto%2F7%2Fbolo-cafe',
    );
  });
});
