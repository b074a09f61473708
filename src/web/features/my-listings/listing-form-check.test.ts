import { describe, expect, it } from 'vitest';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { checkListingForm } from './listing-form-check.ts';
import { formValuesFrom, REQUIRED_MESSAGE } from './listing-form-values.ts';

const PLACE_LINK =
  'https://www.google.com/maps/place/Parque+Ibirapuera/@-23.5874,-46.6576,16z/data=!3m1!4b1!4m6!3m5!1s0x94ce5a2b2ed7f3a1:0xab35da2f5ca62674!8m2!3d-23.5874162!4d-46.6576336!16zL20vMDJ4ZzQ';
const PLACE_EMBED = 'https://maps.google.com/maps?q=-23.5874162,-46.6576336&z=16&output=embed';

const filled = {
  ...formValuesFrom(null),
  tipoANUNCIO: '1',
  categoriaANUNCIO: '4',
  tituloANUNCIO: 'Bolo de pote',
  descricaoANUNCIO: 'Feito no dia.',
};

const messages = (result: ReturnType<typeof checkListingForm>) =>
  Object.fromEntries(Object.entries(result.errors).map(([key, error]) => [key, error?.message]));

describe('checkListingForm', () => {
  it('marks each empty required field, not as an invalid code', () => {
    const result = checkListingForm(formValuesFrom(null));
    expect(result.values).toEqual({});
    expect(messages(result)).toEqual({
      tituloANUNCIO: REQUIRED_MESSAGE,
      descricaoANUNCIO: REQUIRED_MESSAGE,
      categoriaANUNCIO: REQUIRED_MESSAGE,
      tipoANUNCIO: REQUIRED_MESSAGE,
    });
  });

  it("judges the map and the video by the API's schema, with its messages", () => {
    expect(messages(checkListingForm({ ...filled, mapaUrlANUNCIO: 'https://maps.app.goo.gl/Ab12' }))).toEqual(
      { mapaUrlANUNCIO: M.mapShortLink },
    );
    expect(
      messages(
        checkListingForm({
          ...filled,
          mapaUrlANUNCIO: 'https://example.com/mapa',
          youtubeUrlANUNCIO: 'https://vimeo.com/123',
        }),
      ),
    ).toEqual({ mapaUrlANUNCIO: M.mapUrl, youtubeUrlANUNCIO: M.videoUrl });
  });

  it('gives the body to send, the place link turned into its embed', () => {
    const result = checkListingForm({
      ...filled,
      tituloANUNCIO: ' Bolo de pote ',
      mapaUrlANUNCIO: PLACE_LINK,
      condominios: [{ codigo: 7, nome: 'Jardins' }],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      tipoANUNCIO: 1,
      categoriaANUNCIO: 4,
      tituloANUNCIO: 'Bolo de pote',
      condominiosANUNCIO: [7],
      mapaUrlANUNCIO: PLACE_EMBED,
      youtubeUrlANUNCIO: null,
    });
  });

  it('sends no map when the field is empty', () => {
    expect(checkListingForm(filled).values).toMatchObject({ mapaUrlANUNCIO: null });
  });
});
