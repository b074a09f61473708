import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  LoginRequestSchema,
  type LoginForm as LoginFormValues,
  type LoginRequest,
} from '#shared/contracts/users.contract.ts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { paths } from '#shared/paths.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../../lib/form-errors.ts';
import { login } from '../accounts-api.ts';
import { isExternalUrl, startPlanCheckout } from '../../../lib/plan-checkout.ts';
import { DEFAULT_AFTER_LOGIN } from '../redirects.ts';
import { ACCOUNT_TEXTS, ACCOUNT_TIMERS } from '../texts.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { textLinkClass } from './auth-layout.tsx';
import { ResendConfirmationButton } from './resend-confirmation.tsx';

type LoginError = FormError & { isUnconfirmed?: boolean };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Login (spec 1 §2 /entrar, §4, §8). On success: with a plan, its checkout (spec 2 §4);
 * otherwise the page that asked for the login, or /painel, after 600 ms. An unconfirmed account
 * gets the spec's message, 'Reenviar confirmação' and no navigation.
 */
export function LoginForm({ redirectTo, plano }: { redirectTo: string | null; plano: string | null }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [formError, setFormError] = useState<LoginError | null>(null);
  const [isDone, setIsDone] = useState(false);
  const alertRef = useFocusWhen<HTMLDivElement>(formError ?? (isDone ? 'done' : null));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { usuario: '', senha: '', lembrar: false },
  });
  const typedEmail = useWatch({ control, name: 'usuario' });

  async function onSubmit(values: LoginRequest) {
    setFormError(null);
    const api = createApiClient();
    try {
      const answer = await login(api, values);
      if (answer.user.validacao === 0) {
        setFormError({ message: ACCOUNT_MESSAGES.unconfirmed, isUnconfirmed: true });
        return;
      }
    } catch (error) {
      setFormError(loginError(error));
      return;
    }
    setIsDone(true);
    const started = Date.now();
    const step = plano ? await startPlanCheckout(api, plano) : { to: redirectTo ?? DEFAULT_AFTER_LOGIN };
    // The header learns about the session; a plan goes straight to its checkout.
    await revalidator.revalidate();
    if (!plano) await wait(Math.max(0, ACCOUNT_TIMERS.afterLoginMs - (Date.now() - started)));
    if (isExternalUrl(step.to)) window.location.assign(step.to);
    // A refused plan (a free month already used) brings the server's reason to the next page.
    else await navigate(step.to, { replace: true, state: step.notice ? { notice: step.notice } : null });
  }

  const isBusy = isSubmitting || isDone;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      {formError ? (
        <Alert ref={alertRef} tone="error" title={formError.message}>
          {formError.hint}
          {formError.isUnconfirmed ? (
            <>
              <ResendConfirmationButton email={typedEmail} />
              <p className="mt-3">
                <Link to={paths.confirmEmail.getHref({ email: typedEmail })} className={textLinkClass}>
                  Já tem o link? Confirme seu e-mail
                </Link>
              </p>
            </>
          ) : null}
        </Alert>
      ) : null}
      {isDone ? (
        <Alert ref={alertRef} tone="success">
          {ACCOUNT_TEXTS.loginSucceeded}
        </Alert>
      ) : null}

      <EmailField autoComplete="username" error={errors.usuario?.message} {...register('usuario')} />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        error={errors.senha?.message}
        {...register('senha')}
      />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField {...register('lembrar')}>Lembrar de mim</CheckboxField>
        <Link
          // A plan chosen before logging in survives a forgotten password.
          to={paths.forgotPassword.getHref({ plano })}
          className={`${textLinkClass} inline-flex min-h-11 items-center`}
        >
          Esqueci minha senha
        </Link>
      </div>

      <Button type="submit" isLoading={isBusy} loadingText="Entrando..." className="w-full">
        Entrar
      </Button>
      <p className="text-[15px] text-slate-700">
        Não recebeu o e-mail de confirmação?{' '}
        <Link
          to={paths.confirmEmail.getHref({ email: typedEmail.trim() || null })}
          className={`${textLinkClass} whitespace-nowrap`}
        >
          Confirmar e-mail
        </Link>
      </p>
    </form>
  );
}

/** Spec 1 §8: the server's text, or 'Falha no login: {status}', or 'Falha ao efetuar login'. */
function loginError(error: unknown): LoginError {
  if (error instanceof ApiError && error.status === 403) {
    const motivo = (error.body as { motivo?: unknown } | null)?.motivo;
    if (motivo === 'nao_confirmado') return { message: ACCOUNT_MESSAGES.unconfirmed, isUnconfirmed: true };
  }
  return formErrorFrom(error, {
    failed: ACCOUNT_TEXTS.loginFailedStatus,
    network: ACCOUNT_TEXTS.loginFailed,
  });
}
