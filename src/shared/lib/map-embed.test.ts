import { describe, expect, it } from 'vitest';
import { mapEmbedFrom } from './map-embed.ts';

describe('mapEmbedFrom', () => {
  const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3';

  it('keeps an empty field (no map), an embed address and an iframe of one', () => {
    expect(mapEmbedFrom('  ')).toEqual({ url: null });
    expect(mapEmbedFrom(embed)).toEqual({ url: embed });
    expect(mapEmbedFrom('https://maps.google.com/maps?q=Moema&output=embed')).toEqual({
      url: 'https://maps.google.com/maps?q=Moema&output=embed',
    });
    expect(mapEmbedFrom(`<iframe src="${embed}&amp;x=1" width="600" loading="lazy"></iframe>`)).toEqual({
      url: `${embed}&x=1`,
    });
  });

  it("turns a place link into an embed at the place's own point and the link's zoom", () => {
    const place =
      'https://www.google.com/maps/place/Padaria+S%C3%A3o+Jo%C3%A3o/@-23.5613,-46.6565,17z/data=!3m1!4b1!4m6!3m5!1s0x94ce59c8da0aa315:0xd59f9431f2c9776a!8m2!3d-23.5614321!4d-46.6558234!16s%2Fg%2F11c5';
    expect(mapEmbedFrom(place)).toEqual({
      url: 'https://maps.google.com/maps?q=-23.5614321,-46.6558234&z=17&output=embed',
    });
  });

  it("uses the view's centre, else the place's name or the search text", () => {
    expect(mapEmbedFrom('https://www.google.com.br/maps/@-22.9068,-43.1729,15z')).toEqual({
      url: 'https://maps.google.com/maps?q=-22.9068,-43.1729&z=15&output=embed',
    });
    expect(mapEmbedFrom('https://www.google.com/maps/place/Av.+Paulista,+1000+-+S%C3%A3o+Paulo')).toEqual({
      url: 'https://maps.google.com/maps?q=Av.%20Paulista,%201000%20-%20S%C3%A3o%20Paulo&z=16&output=embed',
    });
    expect(mapEmbedFrom('google.com/maps/search/bolos+em+moema')).toEqual({
      url: 'https://maps.google.com/maps?q=bolos%20em%20moema&z=16&output=embed',
    });
    expect(mapEmbedFrom('https://www.google.com/maps?q=Rua+Augusta')).toEqual({
      url: 'https://maps.google.com/maps?q=Rua%20Augusta&z=16&output=embed',
    });
    // Satellite view gives metres, not a zoom: the default zoom.
    expect(mapEmbedFrom('https://www.google.com/maps/@-22.9,-43.1,250m/data=!3m1!1e3')).toEqual({
      url: 'https://maps.google.com/maps?q=-22.9,-43.1&z=16&output=embed',
    });
  });

  it('answers short share links apart: they cannot be turned without following them', () => {
    for (const short of [
      'https://maps.app.goo.gl/Ab12Cd34Ef',
      'maps.app.goo.gl/Ab12Cd34Ef',
      'https://goo.gl/maps/xyz123',
    ]) {
      expect(mapEmbedFrom(short), short).toEqual({ error: 'short-link' });
    }
  });

  it('refuses other sites, http, look-alike hosts, points off the globe and links that name nothing', () => {
    for (const bad of [
      'https://www.google.com.evil.example/maps/place/X',
      'https://evil.example/maps/place/X/@-23.5,-46.6,15z',
      'http://www.google.com/maps/embed?pb=1',
      'http://www.google.com/maps/place/X',
      'https://user:pw@www.google.com/maps/place/X',
      'https://www.google.com/search?q=padaria',
      'https://www.google.com/maps',
      'https://www.google.com/maps/@95.1,-46.6,15z',
      '<iframe src="https://www.google.com/maps/place/X"></iframe>',
      '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
      'javascript:alert(1)',
      `https://www.google.com/maps/place/${'a'.repeat(2000)}`,
      'Rua Augusta, 100',
    ]) {
      expect(mapEmbedFrom(bad), bad).toEqual({ error: 'invalid' });
    }
  });
});
