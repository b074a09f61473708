import { Building2, CircleCheck, Lock, Search } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { MESSAGE_LIMITS } from '#shared/contracts/messages.constants.ts';
import { maskCnpj, maskCpf, maskPhone } from '#shared/lib/masks.ts';
import { STATES } from '#shared/states.ts';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { CondominiumSuggestionDialog } from './condominium-suggestion-dialog.tsx';
import {
  cepErrorMessage,
  fieldErrorsFrom,
  lookupCep,
  saveErrorMessage,
  saveProfile,
  searchCondominiums,
} from './profile-api.ts';
import {
  firstErrorField,
  isAddressLocked,
  isCepComplete,
  maskCep,
  normaliseCep,
  SAVED_MESSAGE_MS,
  SETTINGS_MESSAGES as M,
  SOCIAL_FIELDS,
  toUpdateRequest,
  validateSettings,
  valuesFromProfile,
  withCepAnswer,
  withCondominium,
  withoutCondominium,
  type ChosenCondominium,
  type ProfileData,
  type SettingsErrors,
  type SettingsField,
  type SettingsValues,
} from './profile-form.ts';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
const sectionTitleClass = 'text-lg font-semibold text-slate-900';
const LOCKED_HINT = 'Preenchido pelo condomínio escolhido.';

/** Each field's id, so the first error can take the focus. */
const fieldId = (field: SettingsField) => `configuracoes-${field}`;

/**
 * The profile form of /painel/configuracoes (spec 2 §2 "Settings", §3 User, §5, §8): account
 * type, document and e-mail read-only; name, WhatsApp, links, "Mostrar nos anúncios"; the
 * address with the CEP look-up and the condominium search, whose choice locks the address but
 * complemento (then required). Save: PATCH (PUT fallback), "Salvo!" for 2 s.
 */
export function SettingsForm({ profile, onSaved }: { profile: ProfileData; onSaved: () => void }) {
  const [values, setValues] = useState<SettingsValues>(() => valuesFromProfile(profile));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saveState, setSaveState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [saveError, setSaveError] = useState<string>();
  const [cepState, setCepState] = useState<{
    status: 'idle' | 'loading' | 'found' | 'error';
    message?: string;
  }>({
    status: 'idle',
  });
  const [condominiumText, setCondominiumText] = useState(values.condominio?.name ?? '');
  const [isSuggesting, setIsSuggesting] = useState(false);
  // The CEP last looked up: leaving the field again does not ask twice.
  const [lookedUp, setLookedUp] = useState('');
  const errorRef = useRef<HTMLDivElement>(null);
  const isLocked = isAddressLocked(values);

  useEffect(() => {
    if (saveState !== 'saved') return;
    const timer = setTimeout(() => setSaveState('idle'), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [saveState]);

  useEffect(() => {
    // A failure without a field to point at: the message takes the focus.
    if (saveError && !firstErrorField(errors)) errorRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new failure arrives
  }, [saveError]);

  function set(patch: Partial<SettingsValues>) {
    setValues((v) => ({ ...v, ...patch }));
    // A corrected field loses its error; the others keep theirs until the next save.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as SettingsField];
      return next;
    });
  }

  async function findCep(force = false) {
    if (isLocked) return;
    const cep = normaliseCep(values.cep);
    if (!isCepComplete(cep)) {
      setCepState({ status: 'error', message: M.cepInvalid });
      return;
    }
    if (!force && cep === lookedUp) return;
    setLookedUp(cep);
    setCepState({ status: 'loading' });
    try {
      const answer = await lookupCep(createApiClient(), cep);
      setValues((v) => withCepAnswer(v, answer));
      setErrors((e) => ({
        ...e,
        cep: undefined,
        logradouro: undefined,
        bairro: undefined,
        cidade: undefined,
        uf: undefined,
      }));
      setCepState({ status: 'found', message: 'Endereço preenchido pelo CEP. Confira e informe o número.' });
    } catch (error) {
      // Leaving the field again does not repeat a failed look-up either (the services may take
      // seconds to fail); "Buscar CEP" asks again.
      setCepState({ status: 'error', message: cepErrorMessage(error) });
    }
  }

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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaveError(undefined);
    const found = validateSettings(values);
    setErrors(found);
    const first = firstErrorField(found);
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    setSaveState('saving');
    try {
      const saved = await saveProfile(createApiClient(), toUpdateRequest(profile.codigoUSUARIO, values));
      setValues(valuesFromProfile(saved.usuario));
      setCondominiumText(saved.usuario.nomeCondominioUSUARIO ?? '');
      setSaveState('saved');
      onSaved();
    } catch (error) {
      setSaveState('idle');
      // The server's field errors go under their fields (the first takes the focus); the
      // message goes above the button.
      const fromServer = fieldErrorsFrom(error);
      const firstFromServer = firstErrorField(fromServer);
      setErrors(fromServer);
      setSaveError(saveErrorMessage(error));
      if (firstFromServer) document.getElementById(fieldId(firstFromServer))?.focus();
    }
  }

  const document_ =
    profile.pessoa === 'pf' ? maskCpf(profile.documentoUSUARIO) : maskCnpj(profile.documentoUSUARIO);
  const text = (
    field: SettingsField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      id={fieldId(field)}
      label={label}
      value={values[field]}
      error={errors[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      {...extra}
    />
  );
  const locked = (
    field: SettingsField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) =>
    text(field, label, {
      readOnly: isLocked,
      'aria-readonly': isLocked || undefined,
      hint: isLocked ? LOCKED_HINT : undefined,
      leading: isLocked ? <Lock aria-hidden="true" className="size-4" /> : undefined,
      ...extra,
    });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <Alert tone="info" title="Atenção">
        {M.divergenceWarning}
      </Alert>

      <section aria-labelledby="conta-titulo" className={sectionClass}>
        <h2 id="conta-titulo" className={sectionTitleClass}>
          Conta
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <TextField
            label="Tipo de conta"
            value={profile.pessoa === 'pf' ? 'Pessoa física (CPF)' : 'Pessoa jurídica (CNPJ)'}
            readOnly
            leading={<Lock aria-hidden="true" className="size-4" />}
          />
          <TextField
            label={profile.pessoa === 'pf' ? 'CPF' : 'CNPJ'}
            value={document_}
            readOnly
            leading={<Lock aria-hidden="true" className="size-4" />}
          />
          <TextField
            className="sm:col-span-2"
            label="E-mail"
            type="email"
            value={profile.emailUSUARIO}
            readOnly
            leading={<Lock aria-hidden="true" className="size-4" />}
            hint="Tipo de conta, documento e e-mail não mudam por aqui: um novo e-mail precisa ser confirmado. Para trocar, fale com a gente pela página de contato."
          />
        </div>
      </section>

      <section aria-labelledby="dados-titulo" className={sectionClass}>
        <h2 id="dados-titulo" className={sectionTitleClass}>
          Seus dados
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {text('nome', 'Nome', { autoComplete: 'given-name', maxLength: 150 })}
          {text('sobrenome', 'Sobrenome', { autoComplete: 'family-name', maxLength: 150 })}
          <TextField
            id={fieldId('whatsapp')}
            label="WhatsApp com DDD"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="(11) 98765-4321"
            value={values.whatsapp}
            error={errors.whatsapp}
            onChange={(e) => set({ whatsapp: maskPhone(e.target.value) })}
          />
        </div>
        <CheckboxField
          className="mt-5"
          checked={values.mostrarNoAnuncio}
          onChange={(e) => setValues((v) => ({ ...v, mostrarNoAnuncio: e.target.checked }))}
        >
          <span className="font-medium text-slate-900">Mostrar nos anúncios</span>
          <span className="block text-sm text-slate-600">
            Desmarcado, seus anúncios não mostram seu WhatsApp, seu endereço nem o mapa; o e-mail, o site e as
            redes sociais continuam visíveis para os vizinhos falarem com você.
          </span>
        </CheckboxField>
      </section>

      <section aria-labelledby="redes-titulo" className={sectionClass}>
        <h2 id="redes-titulo" className={sectionTitleClass}>
          Redes sociais e site
        </h2>
        <p className="mt-1 text-[15px] text-slate-600">
          Opcionais. Informe o endereço completo ou só o nome de usuário.
        </p>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {SOCIAL_FIELDS.map(({ key, label, placeholder }) => (
            <TextField
              key={key}
              id={fieldId(key)}
              label={label}
              placeholder={placeholder}
              inputMode="url"
              autoComplete={key === 'site' ? 'url' : 'off'}
              maxLength={300}
              value={values[key]}
              error={errors[key]}
              onChange={(e) => set({ [key]: e.target.value })}
            />
          ))}
        </div>
      </section>

      <section aria-labelledby="endereco-titulo" className={sectionClass}>
        <h2 id="endereco-titulo" className={sectionTitleClass}>
          Endereço
        </h2>
        <div className="mt-4 space-y-3">
          <Combobox<ChosenCondominium>
            name="condominio"
            label="Condomínio (opcional)"
            hint={
              values.condominio
                ? 'O endereço é o do condomínio; informe o complemento (bloco, torre, apartamento).'
                : 'Busque pelo nome. Ao escolher, o endereço é preenchido com o do condomínio.'
            }
            icon={<Building2 aria-hidden="true" className="size-5" />}
            placeholder="Nome do condomínio"
            text={condominiumText}
            onTextChange={(typed) => {
              setCondominiumText(typed);
              // Erasing the name drops the choice: the address is the user's again.
              if (typed.trim() === '') setValues((v) => withoutCondominium(v));
            }}
            loadOptions={loadCondominiums}
            minChars={1}
            onSelect={(option) => {
              if (!option.data) return;
              setValues((v) => withCondominium(v, option.data!));
              setErrors({});
              setCepState({ status: 'idle' });
            }}
          />
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {values.condominio ? (
              <Button
                variant="tertiary"
                className="min-h-11 px-0"
                onClick={() => {
                  setValues((v) => withoutCondominium(v));
                  setCondominiumText('');
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

        <div className="mt-5 grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-3">
            <div className="flex items-start gap-2">
              {locked('cep', 'CEP', {
                className: 'flex-1',
                inputMode: 'numeric',
                autoComplete: 'postal-code',
                placeholder: '00000-000',
                onChange: (e) => {
                  set({ cep: maskCep(e.target.value) });
                  if (cepState.status !== 'loading') setCepState({ status: 'idle' });
                },
                onBlur: () => {
                  if (isCepComplete(values.cep)) void findCep();
                },
              })}
              {isLocked ? null : (
                <Button
                  variant="secondary"
                  className="mt-7.5 shrink-0 px-4"
                  isLoading={cepState.status === 'loading'}
                  loadingText="Buscando..."
                  onClick={() => void findCep(true)}
                >
                  <Search aria-hidden="true" className="size-5" />
                  Buscar CEP
                </Button>
              )}
            </div>
            <p
              role="status"
              className={`mt-1.5 text-sm ${cepState.status === 'error' ? 'font-medium text-red-700' : 'text-slate-600'}`}
            >
              {cepState.status === 'error' || cepState.status === 'found' ? cepState.message : ''}
            </p>
          </div>
          <div className="hidden sm:col-span-3 sm:block" />
          {locked('logradouro', 'Logradouro', {
            className: 'sm:col-span-4',
            autoComplete: 'address-line1',
            maxLength: 200,
          })}
          {locked('numero', 'Número', { className: 'sm:col-span-2', maxLength: 60 })}
          {text('complemento', isLocked ? 'Complemento' : 'Complemento (opcional)', {
            className: 'sm:col-span-3',
            autoComplete: 'address-line2',
            maxLength: 120,
            placeholder: 'Bloco, torre, apartamento',
            required: isLocked,
          })}
          {locked('bairro', 'Bairro', { className: 'sm:col-span-3', maxLength: 120 })}
          {locked('cidade', 'Cidade', {
            className: 'sm:col-span-4',
            autoComplete: 'address-level2',
            maxLength: 120,
          })}
          {isLocked ? (
            locked('uf', 'UF', { className: 'sm:col-span-2' })
          ) : (
            <SelectField
              id={fieldId('uf')}
              className="sm:col-span-2"
              label="UF"
              value={values.uf}
              error={errors.uf}
              autoComplete="address-level1"
              onChange={(e) => set({ uf: e.target.value })}
            >
              <option value="">Selecione</option>
              {STATES.map((state) => (
                <option key={state.uf} value={state.uf}>
                  {state.uf} - {state.name}
                </option>
              ))}
            </SelectField>
          )}
        </div>
      </section>

      <section aria-labelledby="avisos-titulo" className={sectionClass}>
        <h2 id="avisos-titulo" className={sectionTitleClass}>
          Avisos por e-mail
        </h2>
        <CheckboxField
          id="configuracoes-avisos"
          className="mt-4"
          checked={values.avisosMensagens}
          onChange={(e) => setValues((v) => ({ ...v, avisosMensagens: e.target.checked }))}
        >
          <span className="font-medium text-slate-900">Receber e-mail quando chegar uma mensagem</span>
          <span className="block text-sm text-slate-600">
            No máximo um e-mail a cada {MESSAGE_LIMITS.emailQuietMinutes} minutos por conversa, enquanto a
            mensagem não for lida. As mensagens ficam sempre em Mensagens, no painel.
          </span>
        </CheckboxField>
      </section>

      {saveError ? <Alert ref={errorRef} tone="error" title={saveError} /> : null}
      <div className="flex flex-wrap items-center justify-end gap-4">
        <p role="status" className="flex items-center gap-1.5 font-semibold text-emerald-700">
          {saveState === 'saved' ? (
            <>
              <CircleCheck aria-hidden="true" className="size-5" />
              {M.saved}
            </>
          ) : null}
        </p>
        <Button
          type="submit"
          className="w-full sm:w-auto"
          isLoading={saveState === 'saving'}
          loadingText="Salvando..."
        >
          Salvar
        </Button>
      </div>

      <CondominiumSuggestionDialog
        isOpen={isSuggesting}
        onClose={() => setIsSuggesting(false)}
        initial={{
          nome: values.condominio ? '' : condominiumText,
          cep: values.cep,
          logradouro: values.logradouro,
          numero: values.numero,
          bairro: values.bairro,
          cidade: values.cidade,
          uf: values.uf,
        }}
      />
    </form>
  );
}
