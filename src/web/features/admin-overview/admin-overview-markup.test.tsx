import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ADMIN_OVERVIEW_MESSAGES as M } from '#shared/contracts/admin-overview.constants.ts';
import { BarTable, ColumnChart } from './charts.tsx';
import { replyError } from './contact-message-item.tsx';

const points = [
  { label: '13/01', fullLabel: '13/01/2026', value: 0 },
  { label: '14/01', fullLabel: '14/01/2026', value: 7 },
  { label: '15/01', fullLabel: '15/01/2026', value: 3 },
];

describe('ColumnChart', () => {
  const html = renderToString(
    <ColumnChart
      id="t"
      title="Anúncios por dia"
      points={points}
      color="#0f766e"
      labelHeader="Dia"
      valueHeader="Anúncios"
    />,
  );

  it('draws one bar per point against a rounded-up axis (7 -> 8), each with its tooltip', () => {
    expect(html.match(/<rect /g)).toHaveLength(3);
    expect(html).toContain('height="87.5"'); // 7 of 8
    expect(html).toContain('<title>14/01/2026: 7</title>');
    expect(html).toMatch(/aria-hidden="true"[^>]*>.*<span>8<\/span><span>4<\/span><span>0<\/span>/);
  });

  it('says its total and peak in words, and carries the figures as a table', () => {
    const summary = 'Total de 10; o maior valor foi 7, em 14/01/2026.';
    expect(html).toContain(summary);
    expect(html).toContain(`role="img" aria-label="Anúncios por dia. ${summary}"`);
    expect(html).toContain('<summary');
    expect(html).toContain('Ver dados em tabela');
    expect(html).toContain('<th scope="row" class="px-3 py-1.5 font-normal text-slate-700">14/01/2026</th>');
  });

  it('says so when the period is empty', () => {
    const empty = renderToString(
      <ColumnChart
        id="e"
        title="Cadastros"
        points={points.map((p) => ({ ...p, value: 0 }))}
        color="#0369a1"
        labelHeader="Dia"
        valueHeader="Cadastros"
      />,
    );
    expect(empty).toContain('Nenhum registro no período.');
    expect(empty).not.toContain('NaN');
  });
});

describe('BarTable', () => {
  it('is a table of labels and numbers; the bars are hidden decoration scaled to the largest', () => {
    const html = renderToString(
      <BarTable
        caption="Fila"
        labelHeader="Tempo de espera"
        valueHeader="Anúncios"
        bars={[
          { label: 'Menos de 1 h', value: 4, color: '#0f766e' },
          { label: 'Mais de 3 dias', value: 1, color: '#dc2626' },
        ]}
      />,
    );
    expect(html).toContain('<caption class="sr-only">Fila</caption>');
    expect(html).toMatch(/<th scope="row"[^>]*>Menos de 1 h<\/th>/);
    expect(html).toContain('<svg aria-hidden="true"');
    expect(html).toContain('width="100" height="10" rx="1" fill="#0f766e"');
    expect(html).toContain('width="25" height="10" rx="1" fill="#dc2626"');
  });
});

describe('replyError', () => {
  it('asks for a reply and caps it at 5000 characters after trimming', () => {
    expect(replyError('  \n ')).toBe(M.replyRequired);
    expect(replyError(`  ${'x'.repeat(5000)}  `)).toBeUndefined();
    expect(replyError('x'.repeat(5001))).toBe(M.replyTooLong);
  });
});
