import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import { STATES } from '#shared/states.ts';
import { CepSearch, useCepLookup } from '../../components/forms/cep-search.tsx';
import { lookupCep } from '../../components/forms/cep-lookup.ts';
import {
  contractResolver,
  registered,
  setFields,
  useErrorsClearedOnEdit,
} from '../../components/forms/form-model.ts';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { fieldErrorsFrom } from '../../lib/field-errors.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { createCondominium, updateCondominium } from './admin-condominiums-api.ts';
import { cepLookupError, fillFromCep } from './cep-fill.ts';
import {
  FIELD_LABELS,
  FIELD_OF,
  missingFields,
  toPayload,
  withPlace,
  type CondominiumFormField,
  type CondominiumFormValues,
  type PlaceField,
  type PlaceValue,
} from './condominium-form-model.ts';
import { PlaceCombobox, usePlaceSuggestions } from './condominium-form-places.tsx';

const REQUIRED_TEXT = 'Campo obrigatório.';

/** The form's own rule: each required field still empty says so (spec 2 §5). */
const requiredCheck = (values: CondominiumFormValues) =>
  Object.fromEntries(missingFields(values).map((field) => [field, REQUIRED_TEXT]));

/**
 * The new and edit condominium forms (spec 2 §2 "New and edit condominium"). New: Nome, CEP with
 * "Buscar CEP", Logradouro, Número, Bairro, Cidade, Estado and "Adicionar condomínio", disabled
 * until the required fields are filled. Edit: Nome, Número, Estado, Cidade, Bairro, CEP,
 * Logradouro and "Salvar alterações", whose submit does nothing until they are (spec 2 §5; the
 * missing ones are named, for screen readers too). Checked on submit with the API's schema.
 * Suggestions under the place fields look in the portal's data, 300 ms after typing stops, only
 * once the place above is filled; changing a place clears the ones under it (spec 2 §4).
 */
export function CondominiumForm({
  mode,
  initial,
  condominiumId,
  onSaved,
  onCancelHref,
}: {
  mode: 'new' | 'edit';
  initial: CondominiumFormValues;
  /** The condominium being edited. */
  condominiumId?: number;
  /** After a successful save; the page decides where to go. */
  onSaved: (saved: Condominium) => Promise<void> | void;
  onCancelHref: string;
}) {
  const [resolver] = useState(() =>
    contractResolver<CondominiumFormValues, CondominiumFormField>({
      loadSchema: async () =>
        (await import('#shared/contracts/condominiums.contract.ts')).CondominiumWriteRequestSchema,
      toBody: toPayload,
      fieldOf: FIELD_OF,
      check: requiredCheck,
    }),
  );
  // The missing fields are named under the button rather than focused (spec 2 §5).
  const form = useForm<CondominiumFormValues>({
    defaultValues: initial,
    resolver,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { control, handleSubmit, setValue, getValues, clearErrors, setError, watch, formState } = form;
  const values = useWatch({ control }) as CondominiumFormValues;
  const [formError, setFormError] = useState<FormError | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const suggestions = usePlaceSuggestions(values);
  useErrorsClearedOnEdit(watch, clearErrors);

  const missing = missingFields(values);
  const isNew = mode === 'new';

  function setPlace(field: 'uf' | PlaceField, value: string | PlaceValue) {
    setFields(setValue, withPlace(getValues(), field, value));
    clearErrors(field);
  }

  const cepLookup = useCepLookup({
    run: async (digits) => {
      const answer = await lookupCep(createApiClient(), digits);
      setFields(setValue, { ...getValues(), ...(await fillFromCep(suggestions.places, digits, answer)) });
      clearErrors();
    },
    foundMessage: 'Endereço preenchido pelo CEP. Confira os campos e informe o número.',
    invalidMessage: M.cepDigitsToSearch,
    errorMessage: cepLookupError,
  });

  async function save(checked: CondominiumFormValues) {
    setIsSaving(true);
    setFormError(null);
    try {
      const api = createApiClient();
      const body = toPayload(checked);
      const saved =
        isNew || condominiumId === undefined
          ? await createCondominium(api, body)
          : await updateCondominium(api, condominiumId, body);
      await onSaved(saved);
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrorsFrom(error, FIELD_OF))) {
        setError(field as CondominiumFormField, { type: 'server', message });
      }
      setFormError(formErrorFrom(error, { failed: M.saveFailed, network: M.saveFailed }));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setIsSaving(false);
    }
  }

  // A missing field says so from the first submit on, and stops once filled.
  const errorOf = (field: CondominiumFormField) =>
    formState.errors[field]?.message ??
    (formState.isSubmitted && missing.includes(field) ? REQUIRED_TEXT : undefined);

  const place = (
    field: PlaceField,
    props: Omit<Parameters<typeof PlaceCombobox>[0], 'field' | 'value' | 'error' | 'onChange'>,
  ) => (
    <PlaceCombobox
      key={field}
      field={field}
      value={values[field]}
      error={errorOf(field)}
      onChange={(value) => {
        setPlace(field, value);
        if (field === 'cep') cepLookup.edited();
      }}
      {...props}
    />
  );

  const fields = {
    nome: (
      <TextField
        key="nome"
        className="sm:col-span-6"
        label="Nome"
        autoComplete="off"
        maxLength={200}
        error={errorOf('nome')}
        {...registered(form, 'nome')}
      />
    ),
    numero: (
      <TextField
        key="numero"
        className={isNew ? 'sm:col-span-2' : 'sm:col-span-3'}
        label="Número"
        autoComplete="off"
        maxLength={30}
        error={errorOf('numero')}
        {...registered(form, 'numero')}
      />
    ),
    uf: (
      <SelectField
        key="uf"
        className={isNew ? 'sm:col-span-2' : 'sm:col-span-3'}
        label="Estado"
        name="estado"
        value={values.uf}
        error={errorOf('uf')}
        onChange={(e) => setPlace('uf', e.target.value)}
      >
        <option value="">Selecione</option>
        {STATES.map((s) => (
          <option key={s.uf} value={s.uf}>
            {s.uf}
          </option>
        ))}
      </SelectField>
    ),
    cidade: place('cidade', {
      label: 'Cidade',
      load: suggestions.cities,
      isParentFilled: values.uf !== '',
      parentName: 'o estado',
      className: isNew ? 'sm:col-span-4' : 'sm:col-span-6',
    }),
    bairro: place('bairro', {
      label: 'Bairro',
      load: suggestions.neighbourhoods,
      isParentFilled: values.cidade.text.trim() !== '',
      parentName: 'a cidade',
      className: isNew ? 'sm:col-span-6' : 'sm:col-span-3',
    }),
    cep: place('cep', {
      label: 'CEP',
      load: suggestions.postalCodes,
      isParentFilled: values.bairro.text.trim() !== '',
      parentName: 'o bairro',
      className: isNew ? 'min-w-0 flex-1' : 'sm:col-span-3',
      inputMode: 'numeric',
      placeholder: '00000-000',
    }),
    logradouro: place('logradouro', {
      label: 'Logradouro',
      load: suggestions.streets,
      isParentFilled: values.cep.text.trim() !== '',
      parentName: 'o CEP',
      className: isNew ? 'sm:col-span-4' : 'sm:col-span-6',
    }),
  };

  const cepWithSearch = (
    <CepSearch
      key="cep"
      lookup={cepLookup}
      onSearch={() => void cepLookup.find(getValues('cep').text, true)}
      className="sm:col-span-6"
      rowClassName="sm:max-w-md"
    >
      {fields.cep}
    </CepSearch>
  );

  // The spec's order of each form.
  const layout = isNew
    ? [fields.nome, cepWithSearch, fields.logradouro, fields.numero, fields.bairro, fields.cidade, fields.uf]
    : [fields.nome, fields.numero, fields.uf, fields.cidade, fields.bairro, fields.cep, fields.logradouro];

  const requiredId = `condominio-${mode}-obrigatorios`;
  return (
    <form
      onSubmit={(event) => {
        // Spec 2 §5: the submit does nothing until every required field is set.
        if (isSaving) event.preventDefault();
        else void handleSubmit(save)(event);
      }}
      noValidate
      className="space-y-6"
    >
      {formError ? (
        <Alert ref={errorRef} tone="error" title={formError.message}>
          {formError.hint}
        </Alert>
      ) : null}
      <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-6 sm:p-6">
        {layout}
      </div>
      {missing.length > 0 ? (
        <p id={requiredId} className="text-[15px] text-slate-700">
          {M.requiredFields}{' '}
          <span className="text-slate-600">Faltam: {missing.map((f) => FIELD_LABELS[f]).join(', ')}.</span>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={onCancelHref} className={buttonClass('tertiary')}>
          Cancelar
        </Link>
        <Button
          type="submit"
          isLoading={isSaving}
          loadingText="Salvando..."
          disabled={isNew && missing.length > 0}
          aria-describedby={missing.length > 0 ? requiredId : undefined}
        >
          {isNew ? 'Adicionar condomínio' : 'Salvar alterações'}
        </Button>
      </div>
    </form>
  );
}
