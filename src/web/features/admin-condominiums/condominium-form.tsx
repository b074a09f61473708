import { Search } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Condominium } from '#shared/contracts/condominiums.contract.ts';
import { CONDOMINIUM_MESSAGES as M } from '#shared/contracts/condominiums.constants.ts';
import { onlyDigits } from '#shared/lib/masks.ts';
import { STATES } from '#shared/states.ts';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import {
  createCondominium,
  lookupCep,
  placesApi,
  updateCondominium,
  type PlaceFilter,
} from './admin-condominiums-api.ts';
import { cepLookupError, cepToSearch, fillFromCep, withTypeAddress } from './cep-fill.ts';
import {
  FIELD_LABELS,
  FORM_FIELD_OF,
  maskCep,
  missingFields,
  toPayload,
  withPlace,
  type CondominiumFormField,
  type CondominiumFormValues,
  type PlaceField,
  type PlaceValue,
} from './condominium-form-model.ts';

/** Spec 2 §5/§9: suggestions in the condominium forms wait 300 ms and show up to 10. */
const SUGGESTION_DEBOUNCE_MS = 300;
const SUGGESTION_LIMIT = 10;
const REQUIRED_TEXT = 'Campo obrigatório.';

type CepState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; message: string }
  | { status: 'error'; message: string };

type FieldErrors = Partial<Record<CondominiumFormField, string>>;

/** The server's per-field errors (`errors: [{ field, message }]`) under the form's fields. */
function fieldErrorsFrom(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  if (!(error instanceof ApiError)) return out;
  const list = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(list)) return out;
  for (const item of list as { field?: unknown; message?: unknown }[]) {
    const field = typeof item.field === 'string' ? FORM_FIELD_OF[item.field] : undefined;
    if (field && typeof item.message === 'string' && !out[field]) out[field] = item.message;
  }
  return out;
}

/** A place filter for the look-ups: the chosen place's code, else its text. */
const filterOf = (p: PlaceValue): PlaceFilter => p.id ?? (p.text.trim() || undefined);

/**
 * The new and edit condominium forms (spec 2 §2 "New and edit condominium"). New: Nome, CEP with
 * "Buscar CEP", Logradouro, Número, Bairro, Cidade, Estado and "Adicionar condomínio", disabled
 * until the required fields are filled. Edit: Nome, Número, Estado, Cidade, Bairro, CEP,
 * Logradouro and "Salvar alterações", whose submit does nothing until they are (spec 2 §5; the
 * missing ones are named, for screen readers too). Suggestions under the place fields look in
 * the portal's data, 300 ms after typing stops, only once the place above is filled; changing a
 * place clears the ones under it (spec 2 §4).
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
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<FormError | null>(null);
  const [cepState, setCepState] = useState<CepState>({ status: 'idle' });
  const [isSaving, setIsSaving] = useState(false);
  const [hasTriedSubmit, setHasTriedSubmit] = useState(false);
  const errorRef = useRef<HTMLDivElement>(null);
  const places = useMemo(() => placesApi(createApiClient()), []);

  const missing = missingFields(values);
  const isNew = mode === 'new';

  function setPlace(field: 'uf' | PlaceField, value: string | PlaceValue) {
    setValues((v) => withPlace(v, field, value));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  const { uf, cidade, bairro, cep } = values;
  const loadCities = useCallback(
    async (text: string): Promise<ComboboxOption<number>[]> =>
      (await places.cities({ nome: text, estado: uf, limit: SUGGESTION_LIMIT })).map((c) => ({
        value: String(c.codigoCIDADE),
        label: c.nomeCIDADE,
        hint: c.ufCIDADE,
        data: c.codigoCIDADE,
      })),
    [places, uf],
  );
  const loadNeighbourhoods = useCallback(
    async (text: string): Promise<ComboboxOption<number>[]> =>
      (
        await places.neighbourhoods({
          nome: text,
          cidade: filterOf(cidade),
          estado: uf,
          limit: SUGGESTION_LIMIT,
        })
      ).map((b) => ({
        value: String(b.codigoBAIRRO),
        label: b.nomeBAIRRO,
        hint: `${b.nomeCIDADE} - ${b.ufBAIRRO}`,
        data: b.codigoBAIRRO,
      })),
    [places, uf, cidade],
  );
  const loadPostalCodes = useCallback(
    async (text: string): Promise<ComboboxOption<number>[]> => {
      // Spec 2 §5: CEP suggestions search with digits only.
      const digits = onlyDigits(text);
      if (digits === '') return [];
      const rows = await places.postalCodes({
        nome: digits,
        bairro: filterOf(bairro),
        cidade: filterOf(cidade),
        estado: uf,
        limit: SUGGESTION_LIMIT,
      });
      return rows.map((p) => ({
        value: String(p.codigoCEP),
        label: maskCep(p.numeroCEP),
        hint: [p.nomeBAIRRO, `${p.nomeCIDADE} - ${p.ufCEP}`].filter(Boolean).join(', '),
        data: p.codigoCEP,
      }));
    },
    [places, uf, cidade, bairro],
  );
  const loadStreets = useCallback(
    async (text: string): Promise<ComboboxOption<number>[]> =>
      (
        await places.streets({
          nome: text,
          cep: onlyDigits(cep.text) || undefined,
          bairro: filterOf(bairro),
          cidade: filterOf(cidade),
          estado: uf,
          limit: SUGGESTION_LIMIT,
        })
      ).map((s) => ({
        value: String(s.codigoLOGRADOURO),
        label: s.nomeLOGRADOURO,
        hint: [s.cep ? maskCep(s.cep.numeroCEP) : '', s.bairro?.nomeBAIRRO].filter(Boolean).join(', '),
        data: s.codigoLOGRADOURO,
      })),
    [places, uf, cidade, bairro, cep],
  );

  async function findCep() {
    const digits = cepToSearch(values.cep.text);
    if (!digits) {
      setCepState({ status: 'error', message: M.cepDigitsToSearch });
      return;
    }
    setCepState({ status: 'loading' });
    let answer;
    try {
      answer = await lookupCep(createApiClient(), digits);
    } catch (error) {
      setCepState({ status: 'error', message: cepLookupError(error) });
      return;
    }
    try {
      const fill = await fillFromCep(places, digits, answer);
      setValues((v) => ({ ...v, ...fill }));
      setErrors({});
      setCepState({
        status: 'found',
        message: 'Endereço preenchido pelo CEP. Confira os campos e informe o número.',
      });
    } catch {
      setCepState({ status: 'error', message: withTypeAddress(M.cepSearchFailed) });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setHasTriedSubmit(true);
    // Spec 2 §5: the submit does nothing until every required field is set.
    if (missing.length > 0 || isSaving) return;
    setIsSaving(true);
    setFormError(null);
    try {
      const api = createApiClient();
      const body = toPayload(values);
      const saved =
        isNew || condominiumId === undefined
          ? await createCondominium(api, body)
          : await updateCondominium(api, condominiumId, body);
      await onSaved(saved);
    } catch (error) {
      setErrors(fieldErrorsFrom(error));
      setFormError(formErrorFrom(error, { failed: M.saveFailed, network: M.saveFailed }));
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setIsSaving(false);
    }
  }

  const errorOf = (field: CondominiumFormField) =>
    errors[field] ?? (hasTriedSubmit && missing.includes(field) ? REQUIRED_TEXT : undefined);

  const placeField = (
    field: PlaceField,
    props: {
      label: string;
      load: (text: string) => Promise<ComboboxOption<number>[]>;
      parentFilled: boolean;
      parentName: string;
      className?: string;
      inputMode?: 'numeric';
      placeholder?: string;
    },
  ) => (
    <Combobox<number>
      className={props.className}
      name={field}
      label={props.label}
      hint={props.parentFilled ? undefined : `As sugestões aparecem depois de preencher ${props.parentName}.`}
      error={errorOf(field)}
      inputMode={props.inputMode}
      placeholder={props.placeholder}
      text={values[field].text}
      onTextChange={(typed) => {
        const text = field === 'cep' ? maskCep(typed) : typed;
        // Choosing the suggestion already shown is no change (the places below stay).
        if (text === values[field].text) return;
        setPlace(field, { text, id: null });
        if (field === 'cep') setCepState({ status: 'idle' });
      }}
      onSelect={(option) => setPlace(field, { text: option.label, id: option.data ?? null })}
      // Spec 2 §5: suggestions only when the place above is filled and the text is not empty.
      loadOptions={props.parentFilled ? props.load : undefined}
      minChars={1}
      maxResults={SUGGESTION_LIMIT}
      debounceMs={SUGGESTION_DEBOUNCE_MS}
    />
  );

  const fields = {
    nome: (
      <TextField
        key="nome"
        className="sm:col-span-6"
        label="Nome"
        name="nome"
        autoComplete="off"
        maxLength={200}
        value={values.nome}
        error={errorOf('nome')}
        onChange={(e) => {
          const nome = e.target.value;
          setValues((v) => ({ ...v, nome }));
        }}
      />
    ),
    numero: (
      <TextField
        key="numero"
        className={isNew ? 'sm:col-span-2' : 'sm:col-span-3'}
        label="Número"
        name="numero"
        autoComplete="off"
        maxLength={30}
        value={values.numero}
        error={errorOf('numero')}
        onChange={(e) => {
          const numero = e.target.value;
          setValues((v) => ({ ...v, numero }));
        }}
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
    cidade: placeField('cidade', {
      label: 'Cidade',
      load: loadCities,
      parentFilled: uf !== '',
      parentName: 'o estado',
      className: isNew ? 'sm:col-span-4' : 'sm:col-span-6',
    }),
    bairro: placeField('bairro', {
      label: 'Bairro',
      load: loadNeighbourhoods,
      parentFilled: cidade.text.trim() !== '',
      parentName: 'a cidade',
      className: isNew ? 'sm:col-span-6' : 'sm:col-span-3',
    }),
    cep: placeField('cep', {
      label: 'CEP',
      load: loadPostalCodes,
      parentFilled: bairro.text.trim() !== '',
      parentName: 'o bairro',
      className: isNew ? 'min-w-0 flex-1' : 'sm:col-span-3',
      inputMode: 'numeric',
      placeholder: '00000-000',
    }),
    logradouro: placeField('logradouro', {
      label: 'Logradouro',
      load: loadStreets,
      parentFilled: cep.text.trim() !== '',
      parentName: 'o CEP',
      className: isNew ? 'sm:col-span-4' : 'sm:col-span-6',
    }),
  };

  const cepWithSearch = (
    <div key="cep" className="sm:col-span-6">
      <div className="flex items-start gap-2 sm:max-w-md">
        {fields.cep}
        <Button
          variant="secondary"
          className="mt-7.5 shrink-0 px-4"
          isLoading={cepState.status === 'loading'}
          loadingText="Buscando..."
          onClick={() => void findCep()}
        >
          <Search aria-hidden="true" className="size-5" />
          Buscar CEP
        </Button>
      </div>
      <p
        role="status"
        className={`mt-1.5 text-sm ${cepState.status === 'error' ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {cepState.status === 'error' || cepState.status === 'found' ? cepState.message : ''}
      </p>
    </div>
  );

  // The spec's order of each form.
  const layout = isNew
    ? [fields.nome, cepWithSearch, fields.logradouro, fields.numero, fields.bairro, fields.cidade, fields.uf]
    : [fields.nome, fields.numero, fields.uf, fields.cidade, fields.bairro, fields.cep, fields.logradouro];

  const requiredId = `condominio-${mode}-obrigatorios`;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-6">
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
