import { CircleCheck, Lock, Search } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { USER_LEVEL_CHOICES } from '#shared/contracts/admin-users.constants.ts';
import type { Profile } from '#shared/contracts/profile.contract.ts';
import { maskPhone, onlyDigits } from '#shared/lib/masks.ts';
import { STATES } from '#shared/states.ts';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { PasswordField } from '../../components/forms/password-field.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { createUser, saveUser } from './admin-users-api.ts';
import { USERS_LIST_HREF, userEditHref } from './admin-users-list.ts';
import {
  fieldErrorsFrom,
  firstErrorField,
  isCepComplete,
  maskCep,
  maskDocumentInput,
  NEW_USER_VALUES,
  saveErrorMessage,
  toCreateRequest,
  toUpdateRequest,
  USER_FORM_MESSAGES as M,
  validateNewUser,
  validateUserEdit,
  valuesFromProfile,
  withCepAnswer,
  type CepFound,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
} from './user-form-values.ts';

const sectionClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
const sectionTitleClass = 'text-lg font-semibold text-slate-900';

/** Each field's id, so the first error can take the focus. */
const fieldId = (field: UserFormField | 'ativo') => `usuario-${field}`;

/** The history state the edit page reads after a create: its success message, shown once. */
export interface UserFormNotice {
  notice: string;
}

/**
 * The admin's user form (spec 2 §2 "Admin users"): Nome, Sobrenome, Email, Senha (optional on
 * edit), Documento, WhatsApp, CEP with "Buscar no ViaCEP", Logradouro, Complemento, Bairro,
 * Cidade, UF, DDD, Nível, Ativo and "Mostrar nos anúncios"; edit shows the read-only Código.
 * Create posts /api/usuarios/criar and goes to the new user's edit page; edit patches
 * /api/usuarios/alterar. The CEP look-up is the route's (the settings page's call), given as
 * props.
 */
export function AdminUserForm({
  profile,
  lookupCep,
  cepErrorMessage,
}: {
  /** The user being edited; none on the new-user page. */
  profile?: Profile;
  lookupCep: (cep: string) => Promise<CepFound>;
  cepErrorMessage: (error: unknown) => string;
}) {
  const isNew = profile === undefined;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [values, setValues] = useState<UserFormValues>(() =>
    profile ? valuesFromProfile(profile) : NEW_USER_VALUES,
  );
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [formError, setFormError] = useState<string>();
  // The banner sums up the field checks ("Preencha email, senha e documento"): it goes once the
  // fields it names are corrected (issue 33 item 8), while a server's failure stays until the next try.
  const [isFieldSummary, setIsFieldSummary] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const [cepState, setCepState] = useState<{
    status: 'idle' | 'loading' | 'found' | 'error';
    message?: string;
  }>({
    status: 'idle',
  });
  // The CEP last looked up: leaving the field again does not ask twice.
  const [lookedUp, setLookedUp] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  // A chosen condominium gives the address (the profile's rule): the admin sees it, not edits it.
  const condominium = profile?.condominioUSUARIO ? profile.nomeCondominioUSUARIO : null;
  const isAddressLocked = condominium !== null;

  function set(patch: Partial<UserFormValues>) {
    setValues((v) => ({ ...v, ...patch }));
    setSaved(undefined);
    // A corrected field loses its error; the others keep theirs until the next try.
    setErrors((e) => {
      const next = { ...e };
      for (const key of Object.keys(patch)) delete next[key as UserFormField];
      return next;
    });
  }

  async function findCep(force: boolean) {
    if (isAddressLocked) return;
    const cep = onlyDigits(values.cep);
    if (!isCepComplete(cep)) {
      setCepState({ status: 'error', message: M.cepInvalid });
      return;
    }
    if (!force && cep === lookedUp) return;
    setLookedUp(cep);
    setCepState({ status: 'loading' });
    try {
      const answer = await lookupCep(cep);
      setValues((v) => withCepAnswer(v, answer));
      setCepState({ status: 'found', message: 'Endereço preenchido pelo CEP. Confira os dados.' });
    } catch (error) {
      setLookedUp('');
      setCepState({ status: 'error', message: cepErrorMessage(error) });
    }
  }

  function showErrors(found: UserFormErrors, message: string | undefined, isSummary = false) {
    setErrors(found);
    setFormError(message);
    setIsFieldSummary(isSummary);
    const first = firstErrorField(found);
    // After the render that shows them: the first wrong field, else the message, takes the focus.
    requestAnimationFrame(() => {
      if (first) document.getElementById(fieldId(first))?.focus();
      else alertRef.current?.focus();
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(undefined);
    const found = profile ? validateUserEdit(values, profile) : validateNewUser(values);
    if (firstErrorField(found)) {
      showErrors(found, isNew ? M.required : undefined, true);
      return;
    }
    setErrors({});
    setFormError(undefined);
    setIsSaving(true);
    const api = createApiClient();
    try {
      if (profile) {
        const answer = await saveUser(api, toUpdateRequest(profile.codigoUSUARIO, values));
        setValues(valuesFromProfile(answer.usuario));
        setSaved(answer.message);
        // The history below the form shows what this save recorded.
        await revalidator.revalidate();
      } else {
        const answer = await createUser(api, toCreateRequest(values));
        const state: UserFormNotice = { notice: answer.message };
        await navigate(userEditHref(answer.codigoUSUARIO), { state });
      }
    } catch (error) {
      showErrors(fieldErrorsFrom(error), saveErrorMessage(error, isNew));
    } finally {
      setIsSaving(false);
    }
  }

  function onCancel() {
    // Back where the admin came from (spec 2 §2), or the list when this page was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(USERS_LIST_HREF);
  }

  const text = (
    field: UserFormField,
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
  const address = (
    field: UserFormField,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) =>
    text(field, label, {
      readOnly: isAddressLocked,
      leading: isAddressLocked ? <Lock aria-hidden="true" className="size-4" /> : undefined,
      ...extra,
    });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      {formError && !(isFieldSummary && !firstErrorField(errors)) ? (
        <Alert ref={alertRef} tone="error" title={formError} />
      ) : null}

      <section aria-labelledby="usuario-conta" className={sectionClass}>
        <h2 id="usuario-conta" className={sectionTitleClass}>
          Conta
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {profile ? (
            <TextField
              className="sm:col-span-2 sm:max-w-48"
              label="Código"
              value={String(profile.codigoUSUARIO)}
              readOnly
              leading={<Lock aria-hidden="true" className="size-4" />}
            />
          ) : null}
          {text('nome', 'Nome', { autoComplete: 'off', maxLength: 150 })}
          {text('sobrenome', 'Sobrenome', { autoComplete: 'off', maxLength: 150 })}
          {text('email', 'Email', {
            type: 'email',
            autoComplete: 'off',
            autoCapitalize: 'none',
            spellCheck: false,
            maxLength: 254,
            required: true,
          })}
          <PasswordField
            id={fieldId('senha')}
            label="Senha"
            autoComplete="new-password"
            value={values.senha}
            error={errors.senha}
            required={isNew}
            hint={
              isNew
                ? 'De 8 a 128 caracteres.'
                : 'Deixe em branco para manter a senha atual. Uma nova senha encerra as sessões do usuário.'
            }
            onChange={(e) => set({ senha: e.target.value })}
          />
          {text('documento', 'Documento', {
            inputMode: 'numeric',
            autoComplete: 'off',
            placeholder: 'CPF ou CNPJ',
            hint: 'CPF para pessoa física, CNPJ para empresa.',
            required: true,
            onChange: (e) => set({ documento: maskDocumentInput(e.target.value) }),
          })}
          {text('whatsapp', 'WhatsApp', {
            type: 'tel',
            inputMode: 'numeric',
            autoComplete: 'off',
            placeholder: '(11) 98765-4321',
            onChange: (e) => set({ whatsapp: maskPhone(e.target.value) }),
          })}
        </div>
      </section>

      <section aria-labelledby="usuario-endereco" className={sectionClass}>
        <h2 id="usuario-endereco" className={sectionTitleClass}>
          Endereço
        </h2>
        {condominium !== null ? (
          <p className="mt-1 text-[15px] text-slate-600">
            O usuário escolheu o condomínio {condominium}: o endereço é o do condomínio; só o complemento muda
            aqui.
          </p>
        ) : null}
        <div className="mt-4 grid gap-4 sm:grid-cols-6">
          <div className="sm:col-span-4">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              {address('cep', 'CEP', {
                className: 'flex-1',
                inputMode: 'numeric',
                autoComplete: 'off',
                placeholder: '00000-000',
                onChange: (e) => {
                  set({ cep: maskCep(e.target.value) });
                  if (cepState.status !== 'loading') setCepState({ status: 'idle' });
                },
                onBlur: () => {
                  if (isCepComplete(values.cep)) void findCep(false);
                },
              })}
              {isAddressLocked ? null : (
                <Button
                  variant="secondary"
                  className="shrink-0 px-4 sm:mt-7.5"
                  isLoading={cepState.status === 'loading'}
                  loadingText="Buscando..."
                  onClick={() => void findCep(true)}
                >
                  <Search aria-hidden="true" className="size-5" />
                  Buscar no ViaCEP
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
          {address('logradouro', 'Logradouro', { className: 'sm:col-span-6', maxLength: 200 })}
          {text('complemento', 'Complemento', {
            className: 'sm:col-span-3',
            maxLength: 120,
            placeholder: 'Bloco, torre, apartamento',
          })}
          {address('bairro', 'Bairro', { className: 'sm:col-span-3', maxLength: 120 })}
          {address('cidade', 'Cidade', { className: 'sm:col-span-3', maxLength: 120 })}
          {isAddressLocked ? (
            address('uf', 'UF', { className: 'sm:col-span-2' })
          ) : (
            <SelectField
              id={fieldId('uf')}
              className="sm:col-span-2"
              label="UF"
              value={values.uf}
              error={errors.uf}
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
          {text('ddd', 'DDD', {
            className: 'sm:col-span-1',
            inputMode: 'numeric',
            autoComplete: 'off',
            maxLength: 2,
            onChange: (e) => set({ ddd: onlyDigits(e.target.value).slice(0, 2) }),
          })}
        </div>
      </section>

      <section aria-labelledby="usuario-acesso" className={sectionClass}>
        <h2 id="usuario-acesso" className={sectionTitleClass}>
          Acesso
        </h2>
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          <SelectField
            id={fieldId('nivel')}
            label="Nível"
            value={values.nivel}
            error={errors.nivel}
            onChange={(e) => set({ nivel: e.target.value as UserFormValues['nivel'] })}
          >
            {USER_LEVEL_CHOICES.map((choice) => (
              <option key={choice.nivel} value={String(choice.nivel)}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="mt-5 space-y-4">
          <CheckboxField
            id={fieldId('ativo')}
            checked={values.ativo}
            error={errors.ativo}
            onChange={(e) => set({ ativo: e.target.checked })}
          >
            <span className="font-medium text-slate-900">Ativo</span>
            <span className="block text-sm text-slate-600">
              Desmarcado, o usuário fica bloqueado: não entra mais, as sessões abertas terminam e os anúncios
              publicados saem do site até ele ser ativado de novo.
            </span>
          </CheckboxField>
          <CheckboxField
            checked={values.mostrarNoAnuncio}
            onChange={(e) => set({ mostrarNoAnuncio: e.target.checked })}
          >
            <span className="font-medium text-slate-900">Mostrar nos anúncios</span>
            <span className="block text-sm text-slate-600">
              Desmarcado, os anúncios do usuário não mostram o WhatsApp, o endereço nem o mapa.
            </span>
          </CheckboxField>
        </div>
      </section>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        <p role="status" className="flex items-center gap-1.5 font-semibold text-emerald-700 sm:mr-auto">
          {saved ? (
            <>
              <CircleCheck aria-hidden="true" className="size-5" />
              {saved}
            </>
          ) : null}
        </p>
        <Button variant="secondary" onClick={onCancel} disabled={isSaving}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSaving} loadingText={isNew ? 'Criando...' : 'Salvando...'}>
          {isNew ? 'Criar' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
