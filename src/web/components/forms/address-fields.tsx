import { Lock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { PROFILE_MESSAGES } from '#shared/contracts/profile.constants.ts';
import type { CepAnswer } from '#shared/contracts/profile.contract.ts';
import { STATES } from '#shared/states.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { cepErrorMessage, isCepComplete, lookupCep, maskCep } from './cep-lookup.ts';
import { CepSearch, useCepLookup } from './cep-search.tsx';
import { registered } from './form-model.ts';
import { SelectField } from './select-field.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';
import { withMask } from './with-mask.ts';

/** The address a person's form holds (the settings page's and the admin's user form). */
interface AddressValues {
  cep: string;
  logradouro: string;
  numero?: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

type AddressField = keyof AddressValues;

/**
 * The address block of a person's form, inside its FormProvider: CEP with the look-up, street,
 * number (settings only), complement, neighbourhood, city and UF. A chosen condominium locks all
 * but the complement (read-only, a lock drawn, no look-up). `fill` puts an answer in the form
 * (each form has its own rule); the fields it fills lose their errors.
 */
export function AddressFields({
  idPrefix,
  isLocked,
  lockedHint,
  hasNumber = false,
  isBrowserFilled,
  searchLabel,
  foundMessage,
  complementLabel,
  isComplementRequired = false,
  retriesOnBlur,
  fill,
  children,
}: {
  /** The fields' ids are `${idPrefix}-${field}` (the first error's focus and the tests find them). */
  idPrefix: string;
  isLocked: boolean;
  lockedHint?: string;
  hasNumber?: boolean;
  /** The browser's address autofill (the own address; not when an admin types someone else's). */
  isBrowserFilled: boolean;
  searchLabel: string;
  foundMessage: string;
  complementLabel: string;
  isComplementRequired?: boolean;
  retriesOnBlur?: boolean;
  fill: (answer: CepAnswer) => void;
  /** Fields after the UF (the admin's DDD). */
  children?: ReactNode;
}) {
  const form = useFormContext<AddressValues>();
  const { getValues, clearErrors, formState } = form;
  const errors = formState.errors;
  const lookup = useCepLookup({
    run: async (digits) => {
      fill(await lookupCep(createApiClient(), digits));
      clearErrors(['cep', 'logradouro', 'bairro', 'cidade', 'uf']);
    },
    foundMessage,
    invalidMessage: PROFILE_MESSAGES.cepInvalid,
    errorMessage: cepErrorMessage,
    retriesOnBlur,
  });
  const { reset } = lookup;
  // Choosing or dropping a condominium starts the look-up's message afresh.
  useEffect(() => reset(), [isLocked]); // eslint-disable-line react-hooks/exhaustive-deps -- on a change of lock only

  const find = (force: boolean) => {
    if (!isLocked) void lookup.find(getValues('cep'), force);
  };
  const idOf = (name: AddressField) => `${idPrefix}-${name}`;
  const auto = (token: string) => (isBrowserFilled ? token : undefined);
  const field = (name: AddressField, label: string, extra: Partial<TextFieldProps> = {}) => (
    <TextField
      id={idOf(name)}
      label={label}
      error={errors[name]?.message}
      {...registered(form, name)}
      {...extra}
    />
  );
  const locked = (name: AddressField, label: string, extra: Partial<TextFieldProps> = {}) =>
    field(name, label, {
      readOnly: isLocked,
      'aria-readonly': isLocked || undefined,
      hint: isLocked ? lockedHint : undefined,
      leading: isLocked ? <Lock aria-hidden="true" className="size-4" /> : undefined,
      ...extra,
    });
  const cep = withMask(registered(form, 'cep', { onChange: lookup.edited }), maskCep);

  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-6">
      <CepSearch
        lookup={lookup}
        label={searchLabel}
        onSearch={() => find(true)}
        isHidden={isLocked}
        isStacked={!hasNumber}
        className={hasNumber ? 'sm:col-span-3' : 'sm:col-span-4'}
      >
        {locked('cep', 'CEP', {
          className: 'flex-1',
          inputMode: 'numeric',
          autoComplete: isBrowserFilled ? 'postal-code' : 'off',
          placeholder: '00000-000',
          ...cep,
          onBlur: (event) => {
            void cep.onBlur(event);
            if (isCepComplete(getValues('cep'))) find(false);
          },
        })}
      </CepSearch>
      {hasNumber ? <div className="hidden sm:col-span-3 sm:block" /> : null}
      {locked('logradouro', 'Logradouro', {
        className: hasNumber ? 'sm:col-span-4' : 'sm:col-span-6',
        autoComplete: auto('address-line1'),
        maxLength: 200,
      })}
      {hasNumber ? locked('numero', 'Número', { className: 'sm:col-span-2', maxLength: 60 }) : null}
      {field('complemento', complementLabel, {
        className: 'sm:col-span-3',
        autoComplete: auto('address-line2'),
        maxLength: 120,
        placeholder: 'Bloco, torre, apartamento',
        required: isComplementRequired,
      })}
      {locked('bairro', 'Bairro', { className: 'sm:col-span-3', maxLength: 120 })}
      {locked('cidade', 'Cidade', {
        // Beside the UF and whatever follows it (the admin's DDD).
        className: children ? 'sm:col-span-3' : 'sm:col-span-4',
        autoComplete: auto('address-level2'),
        maxLength: 120,
      })}
      {isLocked ? (
        locked('uf', 'UF', { className: 'sm:col-span-2' })
      ) : (
        <SelectField
          id={idOf('uf')}
          className="sm:col-span-2"
          label="UF"
          error={errors.uf?.message}
          autoComplete={auto('address-level1')}
          {...registered(form, 'uf')}
        >
          <option value="">Selecione</option>
          {STATES.map((state) => (
            <option key={state.uf} value={state.uf}>
              {state.uf} - {state.name}
            </option>
          ))}
        </SelectField>
      )}
      {children}
    </div>
  );
}
