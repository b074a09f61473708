import { describe, expect, it } from 'vitest';
import { weeklySummaryEmail } from './weekly-summary-email.ts';

const BASE = {
  publicUrl: 'https://nc.example',
  name: 'Maria',
  from: '2026-04-06',
  to: '2026-04-12',
  week: { views: 1234, contacts: 12, conversations: 2, favorites: 1 },
  previous: { views: 1200, contacts: 15, conversations: 2, favorites: 0 },
  top: [
    { title: 'Bolo de  cenoura', views: 1000, contacts: 10 },
    { title: 'Aula de <violão>', views: 1, contacts: 1 },
  ],
};

describe('weeklySummaryEmail', () => {
  it("says the week's totals with the change from the week before, the top ads, the panel and how to turn it off", () => {
    const mail = weeklySummaryEmail(BASE);
    expect(mail.template).toBe('resumo-semanal');
    expect(mail.subject).toBe('Seu resumo semanal: 1.234 visualizações nos seus anúncios');
    for (const line of [
      'Olá, Maria!',
      'na semana de 06/04/2026 a 12/04/2026:',
      'Visualizações: 1.234 (+34 em relação à semana anterior)',
      'Contatos (WhatsApp, mapa, site e redes sociais): 12 (-3 em relação à semana anterior)',
      'Conversas iniciadas: 2 (igual à semana anterior)',
      'Favoritados: 1 (+1 em relação à semana anterior)',
      'Seus anúncios mais vistos na semana:',
      '1. Bolo de cenoura: 1.000 visualizações, 10 contatos',
      '2. Aula de <violão>: 1 visualização, 1 contato',
      'Ver as estatísticas no painel: https://nc.example/painel',
      'Desligue em Configurações, no seu painel: https://nc.example/painel/configuracoes',
    ]) {
      expect(mail.text, line).toContain(line);
    }
    // The ad's title is escaped in the HTML; the button goes to the panel.
    expect(mail.html).toContain('Aula de &lt;violão&gt;');
    expect(mail.html).not.toContain('<violão>');
    expect(mail.html).toContain('href="https://nc.example/painel"');
  });

  it('without anything counted the week before, shows no comparison', () => {
    const mail = weeklySummaryEmail({ ...BASE, previous: null });
    expect(mail.text).toContain('Visualizações: 1.234\n');
    expect(mail.text).not.toContain('semana anterior');
  });

  it('leads the subject with the contacts when nobody viewed, else with a plain title', () => {
    const noViews = { ...BASE.week, views: 0 };
    expect(weeklySummaryEmail({ ...BASE, week: { ...noViews, contacts: 1 } }).subject).toBe(
      'Seu resumo semanal: 1 contato nos seus anúncios',
    );
    expect(weeklySummaryEmail({ ...BASE, week: { ...noViews, contacts: 0 }, top: [] }).subject).toBe(
      'Seu resumo semanal dos anúncios no NC Classificados',
    );
    expect(weeklySummaryEmail({ ...BASE, top: [] }).text).not.toContain('mais vistos');
  });
});
