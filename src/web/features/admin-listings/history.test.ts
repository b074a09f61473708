import { describe, expect, it } from 'vitest';
import { changeLines } from './history.ts';

describe('changeLines (the ad page history)', () => {
  it('before → after for what changed, unchanged fields left out', () => {
    expect(
      changeLines({
        antes: { status: 'pendente', destaque: false, motivo: 'Fotos ruins' },
        depois: { status: 'publicado', destaque: false, motivo: null },
      }),
    ).toEqual(['Status: pendente → publicado', 'Motivo: Fotos ruins → —']);
  });

  it('a value alone when only one side has it; lists counted; long texts cut', () => {
    expect(changeLines({ antes: null, depois: { status: 'rascunho', titulo: 'x'.repeat(100) } })).toEqual([
      'Status: rascunho',
      `Título: ${'x'.repeat(79)}…`,
    ]);
    expect(
      changeLines({
        antes: { imagensANUNCIO: ['a'] },
        depois: { imagensANUNCIO: ['a', 'b'], denunciasResolvidas: 2 },
      }),
    ).toEqual(['Imagens: 1 item → 2 itens', 'Denúncias resolvidas: 2']);
    expect(changeLines({ antes: { destaque: false }, depois: { destaque: true } })).toEqual([
      'Destaque: não → sim',
    ]);
  });
});
