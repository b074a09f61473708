import { describe, expect, it } from 'vitest';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import {
  defaultOpeningHours,
  fieldSummaryMessage,
  formValuesFrom,
  listingBodyFrom,
  MAP_URL_MESSAGE,
  moveAnnouncement,
  moveItem,
  normaliseMapUrl,
  openingHoursFrom,
  requiredFieldsMessage,
} from './listing-form-values.ts';

describe('defaultOpeningHours', () => {
  it('is 09:00-18:00 Monday to Friday, Saturday and Sunday closed', () => {
    const hours = defaultOpeningHours();
    for (const day of ['seg', 'ter', 'qua', 'qui', 'sex'] as const) {
      expect(hours[day]).toEqual({ aberto: true, das: '09:00', as: '18:00' });
    }
    expect(hours.sab.aberto).toBe(false);
    expect(hours.dom.aberto).toBe(false);
  });

  it('fills what the server left out with the defaults', () => {
    const hours = openingHoursFrom({
      sab: { aberto: true, das: '08:00', as: '12:00' },
      seg: { aberto: false },
    });
    expect(hours.sab).toEqual({ aberto: true, das: '08:00', as: '12:00' });
    expect(hours.seg).toEqual({ aberto: false, das: '09:00', as: '18:00' });
    expect(openingHoursFrom(null)).toEqual(defaultOpeningHours());
  });
});

describe('normaliseMapUrl', () => {
  const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

  it('accepts an empty field (no map) and an embed address', () => {
    expect(normaliseMapUrl('  ')).toEqual({ url: null });
    expect(normaliseMapUrl(embed)).toEqual({ url: embed });
    expect(normaliseMapUrl('https://maps.google.com/maps?q=Rua+X&output=embed')).toHaveProperty('url');
  });

  it('unwraps a pasted iframe', () => {
    const iframe = `<iframe src="${embed}&amp;x=1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>`;
    expect(normaliseMapUrl(iframe)).toEqual({ url: `${embed}&x=1` });
  });

  it('turns a Google Maps place link into its embed', () => {
    expect(normaliseMapUrl('https://www.google.com/maps/place/Rua+X/@-23.5,-46.6,16z')).toEqual({
      url: 'https://maps.google.com/maps?q=-23.5,-46.6&z=16&output=embed',
    });
  });

  it('says how to get a full link for a short share link', () => {
    expect(normaliseMapUrl('https://maps.app.goo.gl/abc')).toEqual({ error: M.mapShortLink });
  });

  it('refuses another site, http and an iframe of another site', () => {
    for (const bad of [
      'http://www.google.com/maps/embed?pb=1',
      'javascript:alert(1)',
      '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
      '<iframe></iframe>',
      'https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4',
    ]) {
      expect(normaliseMapUrl(bad)).toEqual({ error: MAP_URL_MESSAGE });
    }
  });
});

describe('requiredFieldsMessage', () => {
  const filled = {
    tituloANUNCIO: 'Bolo',
    descricaoANUNCIO: 'Caseiro',
    categoriaANUNCIO: '3',
    tipoANUNCIO: '2',
  };

  it('is null when titulo, descricao, categoria and tipo are filled', () => {
    expect(requiredFieldsMessage(filled)).toBeNull();
  });

  it('names every missing field in the spec order', () => {
    expect(requiredFieldsMessage({ ...filled, tituloANUNCIO: '  ', tipoANUNCIO: '' })).toBe(
      'Preencha os campos obrigatórios: título, tipo',
    );
    expect(
      requiredFieldsMessage({
        tituloANUNCIO: '',
        descricaoANUNCIO: '',
        categoriaANUNCIO: '',
        tipoANUNCIO: '',
      }),
    ).toBe('Preencha os campos obrigatórios: título, descrição, categoria, tipo');
  });
});

describe('fieldSummaryMessage', () => {
  it('follows the fields: the missing ones, then the other errors in form order, then nothing (the banner goes away)', () => {
    const empty = { tituloANUNCIO: '', descricaoANUNCIO: '', categoriaANUNCIO: '', tipoANUNCIO: '' };
    const mapError = { mapaUrlANUNCIO: { message: MAP_URL_MESSAGE } };
    expect(fieldSummaryMessage(empty, mapError)).toBe(
      'Preencha os campos obrigatórios: título, descrição, categoria, tipo',
    );
    const filled = { ...empty, tituloANUNCIO: 'Bolo', descricaoANUNCIO: 'Caseiro', categoriaANUNCIO: '3' };
    expect(fieldSummaryMessage(filled, mapError)).toBe('Preencha os campos obrigatórios: tipo');
    const complete = { ...filled, tipoANUNCIO: '2' };
    expect(fieldSummaryMessage(complete, mapError)).toBe(MAP_URL_MESSAGE);
    expect(
      fieldSummaryMessage(complete, {
        youtubeUrlANUNCIO: { message: 'vídeo' },
        mapaUrlANUNCIO: { message: 'mapa' },
      }),
    ).toBe('mapa');
    expect(fieldSummaryMessage(complete, { mapaUrlANUNCIO: undefined })).toBeNull();
  });
});

describe('moveItem', () => {
  it('moves an item up, down, to the cover and clamps out-of-range targets', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 9)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c']);
  });

  it('does not change the given list', () => {
    const list = ['a', 'b'];
    moveItem(list, 1, 0);
    expect(list).toEqual(['a', 'b']);
  });

  it('announces the new position and the cover', () => {
    expect(moveAnnouncement('Imagem 2', 1, 3)).toBe(
      'Imagem 2 movida para a posição 1 de 3. Agora é a capa do anúncio.',
    );
    expect(moveAnnouncement('Imagem 1', 2, 3)).toBe('Imagem 1 movida para a posição 2 de 3.');
  });
});

describe('formValuesFrom / listingBodyFrom', () => {
  it('starts a new ad with the default hours and the given type', () => {
    const values = formValuesFrom(null, [], '2');
    expect(values.tipoANUNCIO).toBe('2');
    expect(values.horariosANUNCIO).toEqual(defaultOpeningHours());
  });

  it('sends numbers, nulls for empty optional texts and the condominium codes', () => {
    const values = {
      ...formValuesFrom(null),
      tipoANUNCIO: '3',
      categoriaANUNCIO: '12',
      tituloANUNCIO: ' Aulas ',
      descricaoANUNCIO: 'De violão',
      condominios: [{ codigo: 7, nome: 'Jardins' }],
    };
    expect(listingBodyFrom(values, null)).toMatchObject({
      tipoANUNCIO: 3,
      categoriaANUNCIO: 12,
      subcategoriaANUNCIO: null,
      tituloANUNCIO: 'Aulas',
      subtituloANUNCIO: null,
      precoANUNCIO: null,
      condicaoANUNCIO: null,
      condominiosANUNCIO: [7],
      mapaUrlANUNCIO: null,
      youtubeUrlANUNCIO: null,
    });
  });
});
