import { Building2, X } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { Combobox, type ComboboxOption } from '../../../components/forms/combobox.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import type { CondominiumChip, ListingFormValues } from '../listing-form-values.ts';
import { searchCondominiums } from '../my-listings-api.ts';
import { FormSection } from './form-section.tsx';

async function loadCondominiums(text: string): Promise<ComboboxOption<CondominiumChip>[]> {
  const found = await searchCondominiums(createApiClient(), text);
  return found.map((c) => ({
    value: String(c.codigoCONDOMINIO),
    label: c.nomeCONDOMINIO,
    hint: `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`,
    data: { codigo: c.codigoCONDOMINIO, nome: c.nomeCONDOMINIO },
  }));
}

/** The ad's condominiums as chips, each removable, and a search that adds one. */
export function CondominiumsSection() {
  const { control } = useFormContext<ListingFormValues>();
  const {
    field: { value: chosen, onChange },
  } = useController({ control, name: 'condominios' });
  const [text, setText] = useState('');
  return (
    <FormSection id="condominios-titulo" title="Condomínios">
      {chosen.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Condomínios do anúncio">
          {chosen.map((c) => (
            <li
              key={c.codigo}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-[15px] text-teal-900 ring-1 ring-teal-700/30"
            >
              {c.nome}
              <button
                type="button"
                aria-label={`Remover ${c.nome}`}
                onClick={() => onChange(chosen.filter((x) => x.codigo !== c.codigo))}
                className="grid size-9 place-items-center rounded-full hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-[15px] text-slate-600">Nenhum condomínio escolhido.</p>
      )}
      <Combobox<CondominiumChip>
        label="Buscar condomínio"
        name="condominio-busca"
        hint="Digite ao menos 2 letras do nome."
        icon={<Building2 aria-hidden="true" className="size-5" />}
        text={text}
        onTextChange={setText}
        minChars={2}
        maxResults={8}
        loadOptions={loadCondominiums}
        onSelect={(option) => {
          const chip = option.data;
          if (chip && !chosen.some((c) => c.codigo === chip.codigo)) onChange([...chosen, chip]);
          setText('');
        }}
      />
    </FormSection>
  );
}
