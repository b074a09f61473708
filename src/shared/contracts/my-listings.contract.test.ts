import { describe, expect, it } from 'vitest';
import { MY_LISTINGS_MESSAGES as M } from './my-listings.constants.ts';
import { MyListingBodySchema, PublishBodySchema } from './my-listings.contract.ts';

const normaliseMapUrl = (mapaUrlANUNCIO: string) => {
  const parsed = MyListingBodySchema.safeParse({ mapaUrlANUNCIO });
  return parsed.success ? parsed.data.mapaUrlANUNCIO : undefined;
};

describe('own ad body', () => {
  const embed = 'https://www.google.com/maps/embed?pb=!1m18!1m12';

  it('map: embed addresses kept, an iframe unwrapped (entities decoded), others refused, empty clears', () => {
    expect(normaliseMapUrl(embed)).toBe(embed);
    expect(normaliseMapUrl('https://maps.google.com/maps?q=Moema&output=embed')).toBe(
      'https://maps.google.com/maps?q=Moema&output=embed',
    );
    expect(normaliseMapUrl(`<iframe src='${embed}&amp;z=1' width="600"></iframe>`)).toBe(`${embed}&z=1`);
    expect(normaliseMapUrl('  ')).toBeNull();
    for (const bad of [
      'https://maps.app.goo.gl/x',
      'http://www.google.com/maps/embed?pb=1',
      'https://www.google.com.evil.example/maps/embed?pb=1',
      '<iframe src="https://evil.example/maps/embed?pb=1"></iframe>',
      '<script>alert(1)</script>',
    ]) {
      expect(normaliseMapUrl(bad), bad).toBeUndefined();
    }
  });

  it('map: a Google Maps place link becomes its embed; a short link is refused with how to get a full one', () => {
    expect(
      normaliseMapUrl(
        'https://www.google.com/maps/place/Padaria/@-23.5613,-46.6565,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x1!8m2!3d-23.5614!4d-46.6566',
      ),
    ).toBe('https://maps.google.com/maps?q=-23.5614,-46.6566&z=17&output=embed');
    const short = MyListingBodySchema.safeParse({ mapaUrlANUNCIO: 'https://maps.app.goo.gl/AbC123' });
    expect(short.success ? null : short.error.issues[0]?.message).toBe(M.mapShortLink);
  });

  it('status: only the owner choices survive; unknown and server-only fields are dropped', () => {
    const parsed = MyListingBodySchema.parse({
      tituloANUNCIO: ' Bolo ',
      statusANUNCIO: 'pendente',
      destaqueANUNCIO: 1,
      anuncianteANUNCIO: 9,
    });
    expect(parsed).toEqual({ tituloANUNCIO: 'Bolo', statusANUNCIO: undefined });
    expect(MyListingBodySchema.parse({ statusANUNCIO: 'inativo' }).statusANUNCIO).toBe('inativo');
    expect(MyListingBodySchema.parse({ tipoANUNCIO: '2' }).tipoANUNCIO).toBe(2);
    expect(MyListingBodySchema.safeParse({ tipoANUNCIO: 5 }).success).toBe(false);
    expect(
      MyListingBodySchema.safeParse({ youtubeUrlANUNCIO: 'https://evil.example/watch?v=abcdefg' }).success,
    ).toBe(false);
    expect(
      MyListingBodySchema.parse({ youtubeUrlANUNCIO: 'https://youtu.be/dQw4w9WgXcQ' }).youtubeUrlANUNCIO,
    ).toBe('https://youtu.be/dQw4w9WgXcQ');
  });

  it('opening hours: every weekday with HH:MM or empty', () => {
    const week = Object.fromEntries(
      ['seg', 'ter', 'qua', 'qui', 'sex', 'sab', 'dom'].map((d) => [
        d,
        { aberto: true, das: '09:00', as: '18:00' },
      ]),
    );
    expect(MyListingBodySchema.safeParse({ horariosANUNCIO: week }).success).toBe(true);
    expect(
      MyListingBodySchema.safeParse({ horariosANUNCIO: { ...week, dom: { aberto: false, das: '', as: '' } } })
        .success,
    ).toBe(true);
    expect(
      MyListingBodySchema.safeParse({
        horariosANUNCIO: { ...week, seg: { aberto: true, das: '9h', as: '18:00' } },
      }).success,
    ).toBe(false);
    expect(MyListingBodySchema.safeParse({ horariosANUNCIO: { seg: week.seg } }).success).toBe(false);
  });

  it('publish body: optional checkoutId, an empty body accepted', () => {
    expect(PublishBodySchema.parse(undefined)).toEqual({});
    expect(PublishBodySchema.parse({ checkoutId: '12' })).toEqual({ checkoutId: 12 });
    expect(PublishBodySchema.safeParse({ checkoutId: 'x' }).success).toBe(false);
  });
});
