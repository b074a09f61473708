import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProfileData } from './profile-form.ts';
import { SettingsForm } from './settings-form.tsx';

const PROFILE: ProfileData = {
  codigoUSUARIO: 7,
  nomeUSUARIO: 'Maria',
  sobrenomeUSUARIO: 'Souza',
  emailUSUARIO: 'maria@example.com',
  pessoa: 'pj',
  documentoUSUARIO: '11222333000181',
  whatsappUSUARIO: '11987654321',
  linkinstagramUSUARIO: null,
  linkfacebookUSUARIO: null,
  linklinkedinUSUARIO: null,
  linktiktokUSUARIO: null,
  linktreeUSUARIO: null,
  siteUSUARIO: null,
  cepUSUARIO: '04567890',
  logradouroUSUARIO: 'Rua das Flores',
  ruaenumeroUSUARIO: '250',
  complementoUSUARIO: 'Bloco B',
  bairroUSUARIO: 'Moema',
  cidadeUSUARIO: 'São Paulo',
  ufUSUARIO: 'SP',
  mostrarNoAnuncioUSUARIO: 1,
  avisosMensagensUSUARIO: 1,
  resumoSemanalUSUARIO: 0,
  condominioUSUARIO: null,
  nomeCondominioUSUARIO: null,
};

const html = (profile: ProfileData) => renderToString(<SettingsForm profile={profile} onSaved={() => {}} />);
/** The opening tag of the input with this id. */
const input = (out: string, field: string) =>
  out.match(new RegExp(`<input[^>]*id="configuracoes-${field}"[^>]*>`))?.[0] ?? '';

describe('SettingsForm (server-rendered)', () => {
  it('shows type, document and e-mail read-only, masked, with the divergence warning', () => {
    const out = html(PROFILE);
    expect(out).toContain('Pessoa jurídica (CNPJ)');
    expect(out).toContain('value="11.222.333/0001-81"');
    expect(out).toMatch(
      /<input[^>]*value="maria@example.com"[^>]*readOnly=""|<input[^>]*readOnly=""[^>]*value="maria@example.com"/,
    );
    expect(out).toContain('Seus dados podem ser verificados');
    expect(input(out, 'whatsapp')).toContain('value="(11) 98765-4321"');
  });

  it('offers "Alterar e-mail" beside the read-only e-mail (issue 36 item 4), its modal closed', () => {
    const out = html(PROFILE);
    expect(out).toMatch(/<button[^>]*type="button"[^>]*>Alterar e-mail<\/button>/);
    expect(out).toContain('enviamos um link de confirmação ao novo endereço');
    expect(out).not.toContain('Senha atual');
  });

  it('offers the e-mail notice of new messages, checked as the profile says', () => {
    expect(html(PROFILE)).toContain('Receber e-mail quando chegar uma mensagem');
    expect(input(html(PROFILE), 'avisos')).toContain('checked=""');
    expect(input(html({ ...PROFILE, avisosMensagensUSUARIO: 0 }), 'avisos')).not.toContain('checked');
  });

  it('offers the weekly summary of the statistics, off unless the profile opted in', () => {
    expect(html(PROFILE)).toContain(
      'Receber por e-mail um resumo semanal das estatísticas dos meus anúncios',
    );
    expect(input(html(PROFILE), 'resumo')).not.toContain('checked');
    expect(input(html({ ...PROFILE, resumoSemanalUSUARIO: 1 }), 'resumo')).toContain('checked=""');
  });

  it('without a condominium: the address is editable, CEP look-up offered, complemento optional', () => {
    const out = html(PROFILE);
    expect(input(out, 'logradouro')).not.toContain('readOnly');
    expect(out).toContain('Buscar CEP');
    expect(out).toContain('Complemento (opcional)');
  });

  it('with a condominium: every address field but complemento is read-only, no CEP look-up, complemento required', () => {
    const out = html({ ...PROFILE, condominioUSUARIO: 42, nomeCondominioUSUARIO: 'Residencial Jardim' });
    for (const field of ['cep', 'logradouro', 'numero', 'bairro', 'cidade', 'uf']) {
      expect(input(out, field), field).toContain('readOnly=""');
    }
    expect(input(out, 'complemento')).not.toContain('readOnly');
    expect(input(out, 'complemento')).toContain('required=""');
    expect(out).not.toContain('Buscar CEP');
    expect(out).toContain('value="Residencial Jardim"');
    expect(out).toContain('Remover condomínio');
  });
});
