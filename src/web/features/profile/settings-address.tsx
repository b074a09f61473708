import { Building2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { CepAnswer } from '#shared/contracts/profile.contract.ts';
import { AddressFields } from '../../components/forms/address-fields.tsx';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { setFields } from '../../components/forms/form-model.ts';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { CondominiumSuggestionDialog } from './condominium-suggestion-dialog.tsx';
import { searchCondominiums } from './profile-api.ts';
import {
  withCepAnswer,
  withCondominium,
  withoutCondominium,
  type ChosenCondominium,
  type SettingsValues,
} from './profile-form.ts';
import { SettingsSection } from './settings-sections.tsx';

const LOCKED_HINT = 'Preenchido pelo condomínio escolhido.';

/**
 * The settings form's address: the condominium search, whose choice fills and locks the address
 * but complemento (then required), and the address block with its CEP look-up.
 */
export function AddressSection({
  condominiumText,
  onCondominiumTextChange,
}: {
  /** The name typed in the search (the form's owner resets it after a save). */
  condominiumText: string;
  onCondominiumTextChange: (text: string) => void;
}) {
  const form = useFormContext<SettingsValues>();
  const { getValues, setValue, clearErrors } = form;
  const condominio = useWatch({ control: form.control, name: 'condominio' });
  const [isSuggesting, setIsSuggesting] = useState(false);
  const isLocked = condominio !== null;
  const apply = (next: SettingsValues) => setFields(setValue, next);

  const loadCondominiums = useCallback(async (text: string): Promise<ComboboxOption<ChosenCondominium>[]> => {
    const found = await searchCondominiums(createApiClient(), text);
    return found.map((c) => ({
      value: String(c.code),
      label: c.name,
      hint: [
        c.address.logradouro && `${c.address.logradouro}, ${c.address.numero}`,
        c.address.bairro,
        `${c.address.cidade} - ${c.address.uf}`,
      ]
        .filter(Boolean)
        .join(' · '),
      data: c,
    }));
  }, []);

  const values = isSuggesting ? getValues() : null;
  return (
    <SettingsSection id="endereco-titulo" title="Endereço">
      <div className="mt-4 space-y-3">
        <Combobox<ChosenCondominium>
          name="condominio"
          label="Condomínio (opcional)"
          hint={
            isLocked
              ? 'O endereço é o do condomínio; informe o complemento (bloco, torre, apartamento).'
              : 'Busque pelo nome. Ao escolher, o endereço é preenchido com o do condomínio.'
          }
          icon={<Building2 aria-hidden="true" className="size-5" />}
          placeholder="Nome do condomínio"
          text={condominiumText}
          onTextChange={(typed) => {
            onCondominiumTextChange(typed);
            // Erasing the name drops the choice: the address is the user's again.
            if (typed.trim() === '') apply(withoutCondominium(getValues()));
          }}
          loadOptions={loadCondominiums}
          minChars={1}
          onSelect={(option) => {
            if (!option.data) return;
            apply(withCondominium(getValues(), option.data));
            clearErrors();
          }}
        />
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {isLocked ? (
            <Button
              variant="tertiary"
              className="min-h-11 px-0"
              onClick={() => {
                apply(withoutCondominium(getValues()));
                onCondominiumTextChange('');
              }}
            >
              Remover condomínio
            </Button>
          ) : null}
          <Button variant="tertiary" className="min-h-11 px-0" onClick={() => setIsSuggesting(true)}>
            Não encontrou seu condomínio?
          </Button>
        </div>
      </div>

      <AddressFields
        idPrefix="configuracoes"
        isLocked={isLocked}
        lockedHint={LOCKED_HINT}
        hasNumber
        isBrowserFilled
        searchLabel="Buscar CEP"
        foundMessage="Endereço preenchido pelo CEP. Confira e informe o número."
        complementLabel={isLocked ? 'Complemento' : 'Complemento (opcional)'}
        isComplementRequired={isLocked}
        fill={(answer: CepAnswer) => apply(withCepAnswer(getValues(), answer))}
      />

      <CondominiumSuggestionDialog
        isOpen={isSuggesting}
        onClose={() => setIsSuggesting(false)}
        initial={{
          nome: values?.condominio ? '' : condominiumText,
          cep: values?.cep,
          logradouro: values?.logradouro,
          numero: values?.numero,
          bairro: values?.bairro,
          cidade: values?.cidade,
          uf: values?.uf,
        }}
      />
    </SettingsSection>
  );
}
