import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchModeToggle } from '../search/search-mode-toggle.tsx';
import { Combobox } from './combobox.tsx';
import { EmailField } from './email-field.tsx';
import { SelectField } from './select-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { TextField } from './text-field.tsx';

/** The server-rendered markup: what a screen reader and a form without JavaScript get first. */
const html = (element: React.ReactElement) => renderToString(element);
const noop = () => {};

describe('Field (through TextField, TextAreaField, SelectField)', () => {
  it('labels the control and links its hint', () => {
    const out = html(<TextField id="nome" label="Nome" hint="Como no documento." />);
    expect(out).toContain('<label for="nome"');
    expect(out).toMatch(/<input id="nome" aria-describedby="nome-dica"/);
    expect(out).toContain('<p id="nome-dica"');
    expect(out).not.toContain('aria-invalid="');
  });

  it('marks an error: aria-invalid, described by the error first, then the hint', () => {
    for (const out of [
      html(<TextField id="f" label="Nome" hint="Dica" error="Informe o nome." />),
      html(<TextAreaField id="f" label="Nome" hint="Dica" error="Informe o nome." />),
      html(
        <SelectField id="f" label="Nome" hint="Dica" error="Informe o nome.">
          <option value="">-</option>
        </SelectField>,
      ),
    ]) {
      expect(out).toMatch(/aria-describedby="f-erro f-dica" aria-invalid="true"/);
      expect(out).toContain('<p id="f-erro"');
      expect(out).toContain('Informe o nome.');
      expect(out).toContain('border-red-600');
    }
  });

  it('hides the label visually only when asked', () => {
    expect(html(<TextField id="n" label="Número" isLabelHidden />)).toContain(
      '<label for="n" class="sr-only">Número</label>',
    );
    expect(html(<TextField id="n" label="Número" />)).not.toContain('sr-only');
  });

  it('lets the caller describe the control itself (a message outside the field)', () => {
    const out = html(<TextField id="e" label="E-mail" aria-describedby="mensagem" aria-invalid />);
    expect(out).toContain('aria-describedby="mensagem"');
    expect(out).toContain('aria-invalid="true"');
  });
});

describe('EmailField', () => {
  it('asks for an e-mail keyboard without capitals or spell check, with autofill', () => {
    const out = html(<EmailField id="e" />);
    expect(out).toContain('>E-mail</label>');
    expect(out).toContain('type="email"');
    expect(out).toContain('inputMode="email"');
    expect(out).toContain('autoComplete="email"');
    expect(out).toContain('autoCapitalize="none"');
    expect(out).toContain('spellCheck="false"');
    expect(html(<EmailField id="e" autoComplete="username" label="E-mail do cadastro" />)).toMatch(
      /E-mail do cadastro<\/label>[\s\S]*autoComplete="username"/,
    );
  });
});

describe('Combobox', () => {
  const states = [
    { value: 'SP', label: 'São Paulo' },
    { value: 'RJ', label: 'Rio de Janeiro' },
  ];

  it('is a collapsed ARIA combobox tied to its labelled listbox', () => {
    const out = html(
      <Combobox id="uf" label="Estado" name="estado" options={states} selected={null} onSelect={noop} />,
    );
    expect(out).toContain('<label for="uf"');
    expect(out).toMatch(
      /<input id="uf" type="text" role="combobox" autoComplete="off" aria-autocomplete="list" aria-expanded="false" aria-controls="uf-lista"/,
    );
    expect(out).toContain('<ul id="uf-lista" role="listbox" aria-label="Estado" hidden=""');
    expect(out).toContain('role="status"');
  });

  it('choosing: the hidden input submits the chosen value, the field shows its label', () => {
    const out = html(
      <Combobox label="Estado" name="estado" options={states} selected={states[1]!} onSelect={noop} />,
    );
    expect(out).toContain('<input type="hidden" name="estado" value="RJ"/>');
    expect(out).toMatch(/role="combobox"[^>]*value="Rio de Janeiro"/);
    expect(out).not.toMatch(/role="combobox"[^>]*name=/);
  });

  it('free text: the input itself carries the name and the text', () => {
    const out = html(
      <Combobox
        label="Cidade"
        name="cidade"
        text="Recife"
        onTextChange={noop}
        loadOptions={() => Promise.resolve([])}
      />,
    );
    expect(out).toMatch(/role="combobox"[^>]*name="cidade"[^>]*value="Recife"/);
    expect(out).not.toContain('type="hidden"');
  });

  it('shows an error like every field', () => {
    const out = html(
      <Combobox
        id="c"
        label="Cidade"
        name="cidade"
        selected={null}
        onSelect={noop}
        error="Escolha uma cidade."
      />,
    );
    expect(out).toMatch(/aria-describedby="c-erro" aria-invalid="true"/);
    expect(out).toContain('Escolha uma cidade.');
  });
});

describe('SearchModeToggle', () => {
  it('is a labelled group of two radios, the current mode checked', () => {
    const out = html(<SearchModeToggle mode="endereco" onChange={noop} name="searchType" />);
    expect(out).toContain('<legend class="sr-only">Buscar por</legend>');
    const radios = out.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(2);
    expect(radios[0]).toContain('name="searchType"');
    expect(radios[0]).toContain('value="condominio"');
    expect(radios[0]).not.toContain('checked');
    expect(radios[1]).toContain('value="endereco"');
    expect(radios[1]).toContain('checked=""');
    expect(out).toContain('Condomínio');
    expect(out).toContain('Endereço');
  });
});
