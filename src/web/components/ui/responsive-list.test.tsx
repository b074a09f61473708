import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ResponsiveList, type ListColumn } from './responsive-list.tsx';

interface Person {
  id: number;
  name: string;
  city: string;
}

const people: Person[] = [
  { id: 1, name: 'Ana', city: 'Recife' },
  { id: 2, name: 'Bruno', city: 'Natal' },
];

const columns: ListColumn<Person>[] = [
  { label: 'Nome', isRowHeader: true, className: 'name-cell', cell: (p) => p.name },
  { label: 'Cidade', headerClassName: 'text-right', className: 'city-cell', cell: (p) => p.city },
];

const render = (props: Partial<Parameters<typeof ResponsiveList<Person>>[0]> = {}) =>
  renderToString(
    <MemoryRouter>
      <ResponsiveList
        label="Pessoas"
        items={people}
        itemKey={(p) => p.id}
        renderCard={(p) => <h2>{p.name}</h2>}
        {...props}
      />
    </MemoryRouter>,
  );

/** The markup between a tag's first opening and its closing, e.g. the table or the card list. */
const part = (html: string, open: string, close: string) => {
  const start = html.indexOf(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start) + close.length);
};

describe('ResponsiveList', () => {
  it('on wide screens a table named by its caption: column headings, a row header, an Ações column', () => {
    const html = render({ columns, rowActions: (p) => <button type="button">Editar {p.name}</button> });
    const table = part(html, '<table', '</table>');
    expect(table).toContain('<caption class="sr-only">Pessoas</caption>');
    expect(table.match(/<th scope="col"[^>]*>[^<]*<\/th>/g)).toEqual([
      '<th scope="col" class="px-4 py-3 font-medium">Nome</th>',
      '<th scope="col" class="px-4 py-3 font-medium text-right">Cidade</th>',
      '<th scope="col" class="px-4 py-3 font-medium">Ações</th>',
    ]);
    expect(table).toContain('<th scope="row" class="name-cell">Ana</th>');
    expect(table).toContain('<td class="city-cell">Natal</td>');
    expect(table).toContain('<td class="px-2 py-1"><button type="button">Editar <!-- -->Bruno</button></td>');
    // The table hides below lg, where the cards show.
    expect(html).toMatch(/<div class="hidden [^"]*lg:block"><table/);
  });

  it('on phones a list of cards with the same name, each card with its content and actions', () => {
    const html = render({ columns, rowActions: (p) => <button type="button">Editar {p.name}</button> });
    const cards = part(html, '<ul', '</ul>');
    expect(cards).toMatch(/^<ul class="space-y-3 lg:hidden" aria-label="Pessoas">/);
    expect(cards.match(/<li /g)).toHaveLength(2);
    expect(cards).toContain(
      '<li class="rounded-xl border border-slate-200 bg-white p-4"><h2>Ana</h2><div class="mt-2 -ml-2.5"><button',
    );
  });

  it('without columns, the cards show at every width and there is no table', () => {
    const html = render({ listClassName: 'space-y-4', cardClassName: '' });
    expect(html).not.toContain('<table');
    expect(html).toContain('<ul class="space-y-4" aria-label="Pessoas"><li><h2>Ana</h2></li>');
  });

  it('gives a row and its card the same attributes, joining the card classes', () => {
    const html = render({
      columns,
      itemProps: (_, index) => ({ 'data-queue-row': index, tabIndex: -1, className: 'picked' }),
    });
    expect(html).toContain('<tr data-queue-row="1" tabindex="-1" class="picked">');
    expect(html).toContain(
      '<li data-queue-row="1" tabindex="-1" class="rounded-xl border border-slate-200 bg-white p-4 picked">',
    );
  });

  it('announces the count, with what goes beside it', () => {
    expect(render({ summary: '2 pessoas' })).toContain(
      '<p class="text-sm text-slate-600" aria-live="polite">2 pessoas</p><ul',
    );
    expect(render({ summary: '2 pessoas', summaryAside: <a href="/x">Limpar filtros</a> })).toContain(
      '<div class="flex flex-wrap items-center justify-between gap-3"><p class="text-sm text-slate-600" aria-live="polite">2 pessoas</p><a href="/x">Limpar filtros</a></div>',
    );
    expect(render()).not.toContain('aria-live');
  });

  it('shows the empty state instead of the count, the list and the pager when there is nothing', () => {
    const html = render({
      items: [],
      columns,
      summary: '0 pessoas',
      empty: <p>Ninguém aqui.</p>,
      pager: { page: 1, totalPages: 3, hrefFor: (p) => `/pessoas?page=${p}` },
    });
    expect(html).toBe('<p>Ninguém aqui.</p>');
  });

  it('pages through links that carry the page in the address', () => {
    const html = render({ pager: { page: 2, totalPages: 3, hrefFor: (p) => `/pessoas?page=${p}` } });
    expect(html).toContain('aria-label="Paginação"');
    expect(html).toMatch(/rel="prev"[^>]*href="\/pessoas\?page=1"/);
    expect(html).toMatch(/rel="next"[^>]*href="\/pessoas\?page=3"/);
    expect(html).toContain('página <!-- -->2<!-- --> de <!-- -->3');
  });
});
