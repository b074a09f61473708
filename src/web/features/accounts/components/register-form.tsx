import { zodResolver } from '@hookform/resolvers/zod';
import {
  RegisterRequestSchema,
  type Pessoa,
  type RegisterForm as RegisterFormValues,
  type RegisterRequest,
  type RegisterResponse,
} from '#shared/contracts/users.contract.ts';
import { maskDocument } from '#shared/lib/masks.ts';
import { CircleCheck, Clock } from 'lucide-react';
import { useState, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { withMask } from '../../../components/forms/with-mask.ts';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { paths } from '#shared/paths.ts';
import { createApiClient, NetworkError } from '../../../lib/api-client.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { REGISTER_TIMEOUT_MS, registerUser } from '../accounts-api.ts';
import { maskPhoneInput } from '../form-helpers.ts';
import { ACCOUNT_TEXTS, ACCOUNT_TIMERS } from '../texts.ts';
import { useCountdown } from '../use-countdown.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { textLinkClass } from './auth-layout.tsx';

const FIELDS = [
  'pessoa',
  'documentoUSUARIO',
  'nome',
  'email',
  'telefone',
  'senha',
  'confirmarSenha',
  'aceitarTermos',
] as const;

const PESSOA_OPTIONS: { value: Pessoa; label: string; hint: string }[] = [
  { value: 'pj', label: 'Empresa', hint: 'CNPJ' },
  { value: 'pf', label: 'Pessoa física', hint: 'CPF' },
];

type Outcome = { kind: 'done'; answer: RegisterResponse } | { kind: 'timeout' };

/**
 * Sign-up (spec 1 §2 /cadastro, §3 payload, §4 states, §5 rules). The contract's schema
 * validates in the browser with the same messages the API uses. Success shows the server's
 * message and counts down 5 s to the home page ('Ir agora'); after 30 s without an answer the
 * user is told the account may exist, and nothing navigates.
 */
export function RegisterForm({
  plano,
  redirectTo = null,
  initialPessoa,
}: {
  plano: string | null;
  /** The page to return to after the first login (`/cadastro?redirect=`): the confirmation link carries it. */
  redirectTo?: string | null;
  initialPessoa: Pessoa;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError ?? outcome);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    getValues,
    clearErrors,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterFormValues, unknown, RegisterRequest>({
    resolver: zodResolver(RegisterRequestSchema),
    defaultValues: {
      pessoa: initialPessoa,
      documentoUSUARIO: '',
      nome: '',
      email: '',
      telefone: '',
      senha: '',
      confirmarSenha: '',
      aceitarTermos: false,
    },
  });
  const pessoa = useWatch({ control, name: 'pessoa' });
  const isCompany = pessoa === 'pj';

  async function onSubmit(values: RegisterRequest) {
    setFormError(null);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REGISTER_TIMEOUT_MS);
    try {
      // The plan of /cadastro?plano= and the page to return to ride along: the confirmation
      // e-mail's link carries them.
      const answer = await registerUser(
        createApiClient(),
        { ...values, ...(plano ? { plano } : {}), ...(redirectTo ? { redirect: redirectTo } : {}) },
        controller.signal,
      );
      setOutcome({ kind: 'done', answer });
    } catch (error) {
      if (error instanceof NetworkError && error.isTimeout) {
        setOutcome({ kind: 'timeout' });
        return;
      }
      if (applyFieldErrors(error, FIELDS, setError)) return;
      setFormError(
        formErrorFrom(error, { failed: ACCOUNT_TEXTS.registerFailed, network: ACCOUNT_TEXTS.registerFailed }),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  if (outcome?.kind === 'done')
    return <RegisteredBox ref={alertRef} answer={outcome.answer} plano={plano} redirectTo={redirectTo} />;

  const pessoaField = register('pessoa');
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      {outcome?.kind === 'timeout' ? (
        <Alert ref={alertRef} tone="error" title={ACCOUNT_TEXTS.registerTimeout}>
          <p>{ACCOUNT_TEXTS.registerTimeoutNotice}</p>
          <p className="mt-2">
            <Link to={paths.login.getHref({ plano, redirect: redirectTo })} className={textLinkClass}>
              Entrar
            </Link>{' '}
            ou{' '}
            <Link
              to={paths.confirmEmail.getHref({ email: getValues('email') || null })}
              className={textLinkClass}
            >
              reenviar a confirmação
            </Link>
          </p>
        </Alert>
      ) : null}
      {formError ? (
        <Alert ref={alertRef} tone="error" title={formError.message}>
          {formError.hint}
        </Alert>
      ) : null}

      <fieldset>
        <legend className="mb-2 text-[15px] font-medium text-slate-800">Você vai anunciar como</legend>
        <div className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-1">
          {PESSOA_OPTIONS.map((option) => (
            <label
              key={option.value}
              className="relative flex min-h-12 cursor-pointer flex-col items-center justify-center rounded-lg px-2 py-1.5 text-center text-[15px] font-semibold text-slate-700 transition has-checked:bg-white has-checked:text-teal-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
            >
              <input
                type="radio"
                value={option.value}
                className="sr-only"
                {...pessoaField}
                onChange={(event) => {
                  void pessoaField.onChange(event);
                  // A CNPJ's digits are no CPF (nor the other way round): the field starts again
                  // instead of showing them re-masked.
                  setValue('documentoUSUARIO', '');
                  clearErrors('documentoUSUARIO');
                }}
              />
              {option.label}
              <span className="text-xs font-medium text-slate-600">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <TextField
        label={isCompany ? 'CNPJ' : 'CPF'}
        inputMode="numeric"
        autoComplete="off"
        placeholder={isCompany ? '00.000.000/0000-00' : '000.000.000-00'}
        maxLength={isCompany ? 18 : 14}
        error={errors.documentoUSUARIO?.message}
        {...withMask(register('documentoUSUARIO'), (v) => maskDocument(v, pessoa))}
      />
      <TextField
        label={isCompany ? 'Razão social' : 'Nome completo'}
        autoComplete={isCompany ? 'organization' : 'name'}
        error={errors.nome?.message}
        {...register('nome')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <TextField
        label="Telefone (opcional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(99) 99999-9999"
        // Room for a pasted "+55 (11) 98765-4321": the mask keeps 11 digits at most anyway.
        maxLength={24}
        error={errors.telefone?.message ?? undefined}
        {...withMask(register('telefone'), maskPhoneInput)}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <PasswordField
          label="Senha"
          autoComplete="new-password"
          hint="De 8 a 128 caracteres."
          error={errors.senha?.message}
          {...register('senha')}
        />
        <PasswordField
          label="Confirmar senha"
          autoComplete="new-password"
          error={errors.confirmarSenha?.message}
          {...register('confirmarSenha')}
        />
      </div>
      <CheckboxField error={errors.aceitarTermos?.message} {...register('aceitarTermos')}>
        Li e aceito os{' '}
        <Link to={paths.terms.getHref()} target="_blank" rel="noopener" className={textLinkClass}>
          Termos de uso<span className="sr-only"> (abre em nova aba)</span>
        </Link>{' '}
        e a{' '}
        <Link to={paths.privacy.getHref()} target="_blank" rel="noopener" className={textLinkClass}>
          Política de Privacidade<span className="sr-only"> (abre em nova aba)</span>
        </Link>
        .
      </CheckboxField>

      <Button
        type="submit"
        isLoading={isSubmitting}
        loadingText={ACCOUNT_TEXTS.submitting}
        className="w-full"
      >
        Criar conta
      </Button>
    </form>
  );
}

/** The success box: the server's message, a 5 s countdown to / and 'Ir agora' (spec 1 §2). */
function RegisteredBox({
  answer,
  plano,
  redirectTo,
  ref,
}: {
  answer: RegisterResponse;
  plano: string | null;
  redirectTo: string | null;
  ref: Ref<HTMLDivElement>;
}) {
  const navigate = useNavigate();
  const home = paths.home.getHref();
  const secondsLeft = useCountdown(ACCOUNT_TIMERS.afterRegisterSeconds, () => void navigate(home));
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950 outline-none focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-emerald-700" />
        <div className="space-y-2">
          <p className="font-semibold">{answer.message}</p>
          <p className="text-[15px] wrap-anywhere">
            Enviamos o link para <strong>{answer.email}</strong>. Confirme seu e-mail para entrar na sua
            conta.
          </p>
          {plano || redirectTo ? (
            <p className="text-[15px]">
              Depois de confirmar,{' '}
              <Link to={paths.login.getHref({ plano, redirect: redirectTo })} className={textLinkClass}>
                {plano ? 'entre para contratar o plano' : 'entre e volte para onde estava'}
              </Link>
              .
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-3 border-t border-emerald-200 pt-4">
        <p className="flex items-center gap-2 text-[15px]" aria-live="off">
          <Clock aria-hidden="true" className="size-5 text-emerald-700" />
          Indo para a página inicial em <span data-testid="countdown">{secondsLeft}</span> s
        </p>
        <Link to={home} className={buttonClass('primary', 'min-h-11')}>
          Ir agora
        </Link>
      </div>
    </div>
  );
}
