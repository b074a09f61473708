import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SearchNotice } from './search-notice.tsx';

const html = (correspondencia: 'todas' | 'algumas', sugestao: string | null) =>
  renderToString(
    <MemoryRouter>
      <SearchNotice
        correspondencia={correspondencia}
        sugestao={sugestao}
        suggestionHref={(q) => `/anuncios?q=${encodeURIComponent(q)}`}
      />
    </MemoryRouter>,
  );

describe('SearchNotice', () => {
  it('renders nothing when every word matched and there is no suggestion', () => {
    expect(html('todas', null)).toBe('');
  });

  it('announces partial matches politely with the exact sentence', () => {
    const out = html('algumas', null);
    expect(out).toMatch(/role="status"/);
    expect(out).toContain('Nenhum anúncio tem todas as palavras; mostrando os que têm alguma delas');
    expect(out).not.toContain('Você quis dizer');
  });

  it('links the suggestion to the href the page builds, the text as the server wrote it', () => {
    const out = html('todas', 'bicicleta elétrica');
    expect(out).toContain('Você quis dizer:');
    expect(out).toMatch(
      /<a [^>]*href="\/anuncios\?q=bicicleta%20el%C3%A9trica"[^>]*>bicicleta elétrica<\/a>\?/,
    );
    expect(out).not.toContain('Nenhum anúncio tem todas');
  });

  it('shows both when the results are partial and a word has a better spelling', () => {
    const out = html('algumas', 'eletricista barato');
    expect(out).toContain('Nenhum anúncio tem todas as palavras');
    expect(out).toContain('>eletricista barato</a>');
  });
});
