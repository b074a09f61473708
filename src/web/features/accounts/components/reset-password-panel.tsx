import { zodResolver } from '@hookform/resolvers/zod';
import {
  ACCOUNT_MESSAGES,
  ResetPasswordFormSchema,
  type ResetPasswordForm,
} from '#shared/contracts/users.contract.ts';
import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PasswordField } from '../../../components/forms/password-field.tsx';
import { paths } from '#shared/paths.ts';
import { ApiError, createApiClient } from '../../../lib/api-client.ts';
import { formErrorFrom, isForeignErrorPage, type FormError } from '../../../lib/form-errors.ts';
import { resetPassword, validateResetToken } from '../accounts-api.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { ACCOUNT_TEXTS, ACCOUNT_TIMERS } from '../texts.ts';
import { useDelayedAction } from '../use-countdown.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { textLinkClass } from './auth-layout.tsx';

type TokenState = 'checking' | 'valid' | 'invalid';

/**
 * The reset step of password recovery (spec 1 §4): validate the token, then the new password
 * twice; on success the login page after 2.5 s, replacing this page in the history so Back does
 * not return to a spent link. Used by /redefinir-senha?token= and /recuperar-senha?token=.
 */
export function ResetPasswordPanel({ token, plano }: { token: string | null; plano: string | null }) {
  if (!token) {
    return (
      <>
        <Alert tone="error" title={ACCOUNT_TEXTS.resetTokenAbsent} />
        <RequestNewLink plano={plano} />
      </>
    );
  }
  return <ResetWithToken token={token} plano={plano} />;
}

function ResetWithToken({ token, plano }: { token: string; plano: string | null }) {
  const [tokenState, setTokenState] = useState<TokenState>('checking');
  const [tokenError, setTokenError] = useState<string | null>(null);
  const checkedToken = useRef<string | null>(null);

  useEffect(() => {
    if (checkedToken.current === token) return;
    checkedToken.current = token;
    validateResetToken(createApiClient(), token).then(
      () => setTokenState('valid'),
      (error: unknown) => {
        // An HTML error page or no answer says nothing about the token: let the reset decide.
        if (isForeignErrorPage(error) || !(error instanceof ApiError)) {
          setTokenState('valid');
          return;
        }
        setTokenError(
          error.status === 429
            ? (error.apiMessage ?? ACCOUNT_MESSAGES.rateLimited)
            : ACCOUNT_MESSAGES.tokenInvalidOrExpired,
        );
        setTokenState('invalid');
      },
    );
  }, [token]);

  if (tokenState === 'checking') {
    return (
      <p role="status" className="flex items-center gap-3 text-base text-slate-700">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
        {ACCOUNT_TEXTS.loading}
      </p>
    );
  }
  if (tokenState === 'invalid') {
    return (
      <>
        <Alert tone="error" title={tokenError ?? ACCOUNT_MESSAGES.tokenInvalidOrExpired} />
        <RequestNewLink plano={plano} />
      </>
    );
  }
  return <NewPasswordForm token={token} plano={plano} />;
}

function NewPasswordForm({ token, plano }: { token: string; plano: string | null }) {
  const navigate = useNavigate();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [formError, setFormError] = useState<FormError | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(formError ?? doneMessage);
  useDelayedAction(doneMessage ? ACCOUNT_TIMERS.afterResetMs : null, () => {
    // With a plan chosen before logging in (the link carries it), the login goes on to its checkout.
    void navigate(paths.login.getHref({ plano }), { replace: true });
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { token, novaSenha: '', confirmarSenha: '' },
  });

  async function onSubmit(values: ResetPasswordForm) {
    setFormError(null);
    try {
      const answer = await resetPassword(createApiClient(), values);
      setDoneMessage(answer.message);
    } catch (error) {
      if (applyFieldErrors(error, ['novaSenha', 'confirmarSenha'] as const, setError)) return;
      setFormError(
        formErrorFrom(error, {
          failed: ACCOUNT_TEXTS.resetFailed,
          network: ACCOUNT_TEXTS.resetFailedNetwork,
        }),
      );
    }
  }

  if (doneMessage) {
    return (
      <Alert ref={alertRef} tone="success" title={doneMessage}>
        Levando você para a página de login...
      </Alert>
    );
  }

  // The token travels in the form values; a missing one is reported like the spec says.
  const tokenProblem = errors.token?.message;
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="space-y-5">
      {formError || tokenProblem ? (
        <Alert ref={alertRef} tone="error" title={formError?.message ?? tokenProblem}>
          {formError?.hint}
        </Alert>
      ) : null}
      <PasswordField
        label="Nova senha"
        autoComplete="new-password"
        hint="De 8 a 128 caracteres."
        error={errors.novaSenha?.message}
        {...register('novaSenha')}
      />
      <PasswordField
        label="Confirmar nova senha"
        autoComplete="new-password"
        error={errors.confirmarSenha?.message}
        {...register('confirmarSenha')}
      />
      <Button
        type="submit"
        isLoading={isSubmitting}
        loadingText={ACCOUNT_TEXTS.submitting}
        className="w-full"
      >
        Salvar nova senha
      </Button>
    </form>
  );
}

function RequestNewLink({ plano }: { plano: string | null }) {
  return (
    <p className="mt-6 text-[15px] text-slate-700">
      Os links valem por 1 hora e só podem ser usados uma vez.{' '}
      <Link to={paths.forgotPassword.getHref({ plano })} className={textLinkClass}>
        Pedir um novo link
      </Link>
    </p>
  );
}
