import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MY_LISTING_STATUSES } from '#shared/contracts/my-listings.constants.ts';
import { ListingStatusBadge } from './listing-status-badge.tsx';
import type { Photo } from './listing-photo.ts';
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
    });
    expect(renderToString(<ListingStatusBadge status="pendente" />)).toContain('>Pendente<');
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
