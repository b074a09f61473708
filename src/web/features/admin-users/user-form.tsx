import { CircleCheck } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import type { Profile } from '#shared/contracts/profile.contract.ts';
import { contractResolver, setFields, useErrorsClearedOnEdit } from '../../components/forms/form-model.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { fieldErrorsFrom } from '../../lib/field-errors.ts';
import { createUser, saveUser } from './admin-users-api.ts';
import { USERS_LIST_HREF, userEditHref } from './admin-users-list.ts';
import { AccessSection, AccountSection, UserAddressSection } from './user-form-sections.tsx';
import {
  FIELD_OF,
  firstErrorField,
  NEW_USER_VALUES,
  saveErrorMessage,
  toCreateRequest,
  toUpdateRequest,
  USER_FORM_MESSAGES as M,
  validateNewUser,
  validateUserEdit,
  valuesFromProfile,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
} from './user-form-values.ts';

/** The history state the edit page reads after a create: its success message, shown once. */
export interface UserFormNotice {
  notice: string;
}

/**
 * The admin's user form (spec 2 §2 "Admin users"): Nome, Sobrenome, Email, Senha (optional on
 * edit), Documento, WhatsApp, CEP with "Buscar no ViaCEP", Logradouro, Complemento, Bairro,
 * Cidade, UF, DDD, Nível, Ativo and "Mostrar nos anúncios"; edit shows the read-only Código.
 * Checked on submit with the spec's rules and the API's schema. Create posts
 * /api/usuarios/criar and goes to the new user's edit page; edit patches /api/usuarios/alterar.
 */
export function AdminUserForm({
  profile,
}: {
  /** The user being edited; none on the new-user page. */ profile?: Profile;
}) {
  const isNew = profile === undefined;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [resolver] = useState(() =>
    contractResolver<UserFormValues, UserFormField | 'ativo'>({
      loadSchema: async () =>
        profile
          ? (await import('#shared/contracts/profile.contract.ts')).ProfileUpdateRequestSchema
          : (await import('#shared/contracts/admin-users.contract.ts')).UserCreateRequestSchema,
      toBody: (values) =>
        profile ? toUpdateRequest(profile.codigoUSUARIO, values) : toCreateRequest(values),
      fieldOf: FIELD_OF,
      check: (values) => (profile ? validateUserEdit(values, profile) : validateNewUser(values)),
    }),
  );
  const form = useForm<UserFormValues>({
    defaultValues: profile ? valuesFromProfile(profile) : NEW_USER_VALUES,
    resolver,
    reValidateMode: 'onSubmit',
  });
  const { handleSubmit, setError, setValue, getValues, watch, clearErrors, formState } = form;
  const [formError, setFormError] = useState<string>();
  // The banner sums up the field checks ("Preencha email, senha e documento"): it goes once the
  // fields it names are corrected, while a server's failure stays until the next try.
  const [isFieldSummary, setIsFieldSummary] = useState(false);
  const [saved, setSaved] = useState<string>();
  const [isSaving, setIsSaving] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  useErrorsClearedOnEdit(
    watch,
    clearErrors,
    useCallback(() => setSaved(undefined), []),
  );

  function showFailure(found: UserFormErrors, message: string | undefined, isSummary = false) {
    setFormError(message);
    setIsFieldSummary(isSummary);
    const first = firstErrorField(found);
    for (const [field, text] of Object.entries(found) as [UserFormField | 'ativo', string][]) {
      setError(field, { type: 'server', message: text }, { shouldFocus: field === first });
    }
    // After the render that shows it: with no field to point at, the message takes the focus.
    if (!first) requestAnimationFrame(() => alertRef.current?.focus());
  }

  async function save(values: UserFormValues) {
    setFormError(undefined);
    setIsSaving(true);
    const api = createApiClient();
    try {
      if (profile) {
        const answer = await saveUser(api, toUpdateRequest(profile.codigoUSUARIO, values));
        setFields(setValue, valuesFromProfile(answer.usuario));
        setSaved(answer.message);
        // The history below the form shows what this save recorded.
        await revalidator.revalidate();
      } else {
        const answer = await createUser(api, toCreateRequest(values));
        const state: UserFormNotice = { notice: answer.message };
        await navigate(userEditHref(answer.codigoUSUARIO), { state });
      }
    } catch (error) {
      showFailure(fieldErrorsFrom(error, FIELD_OF), saveErrorMessage(error, isNew));
    } finally {
      setIsSaving(false);
    }
  }

  // The new-user form's missing fields are summed up above it too (the field focused is the first).
  function onInvalid() {
    const isMissing = isNew && firstErrorField(validateNewUser(getValues())) !== undefined;
    setFormError(isMissing ? M.required : undefined);
    setIsFieldSummary(true);
  }

  function onCancel() {
    // Back where the admin came from (spec 2 §2), or the list when this page was opened directly.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(USERS_LIST_HREF);
  }

  const hasFieldErrors = Object.keys(formState.errors).length > 0;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(undefined);
          void handleSubmit(save, onInvalid)(event);
        }}
        className="space-y-6"
      >
        {formError && !(isFieldSummary && !hasFieldErrors) ? (
          <Alert ref={alertRef} tone="error" title={formError} />
        ) : null}
        <AccountSection profile={profile} />
        <UserAddressSection profile={profile} />
        <AccessSection />
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
    </FormProvider>
  );
}
