import { ACCOUNT_MESSAGES } from '#shared/contracts/users.contract.ts';
import { LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { accountMeta, tokenPageData, tokenPageHeaders } from '../../features/accounts/account-meta.ts';
import { confirmEmail } from '../../features/accounts/accounts-api.ts';
import { planSlugParam, REDIRECT_PARAM } from '../../features/accounts/redirects.ts';
import { safeRedirectPath } from '#shared/lib/safe-redirect.ts';
import { AuthLayout, textLinkClass } from '../../features/accounts/components/auth-layout.tsx';
import { ResendConfirmationForm } from '../../features/accounts/components/resend-confirmation-form.tsx';
import { ACCOUNT_TEXTS } from '../../features/accounts/texts.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import type { Route } from './+types/confirm-email';

// /confirmar?token= (spec 1 §2, §4): states idle, loading, ok and error. Without a token it goes
// straight to error, with a resend-by-e-mail form; a resend returns to idle with a message.
// The token is spent by the browser after hydration, not by the server render, so link
// scanners that fetch the e-mail's URL without running scripts do not use it up.
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...tokenPageData(context, request),
    email: new URL(request.url).searchParams.get('email')?.trim() ?? '',
    // The plan chosen at sign-up (the e-mail's link carries it): log in and go on to its checkout.
    plano: planSlugParam(new URL(request.url).searchParams.get('plano')),
    // The page that sent the visitor to sign up (a search to save): the login returns there.
    redirectTo: safeRedirectPath(new URL(request.url).searchParams.get(REDIRECT_PARAM)),
  };
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Confirmar e-mail',
    description: 'Confirme o e-mail da sua conta NC.',
    path: paths.confirmEmail.getHref(),
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ok'; message: string }
  | { kind: 'error'; error: FormError };

export default function ConfirmEmailRoute({ loaderData }: Route.ComponentProps) {
  const { token, email, plano, redirectTo } = loaderData;
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', error: { message: ACCOUNT_MESSAGES.tokenMissing } },
  );
  const focusRef = useFocusWhen<HTMLDivElement>(state.kind === 'loading' ? null : state);
  // One call per token, also under StrictMode's double effects (the token is single use).
  const spentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spentToken.current === token) return;
    spentToken.current = token;
    confirmEmail(createApiClient(), token).then(
      (answer) => setState({ kind: 'ok', message: answer.message }),
      (error: unknown) =>
        setState({
          kind: 'error',
          error: formErrorFrom(error, {
            failed: ACCOUNT_MESSAGES.confirmFailed,
            network: ACCOUNT_MESSAGES.confirmFailed,
          }),
        }),
    );
  }, [token]);

  switch (state.kind) {
    case 'loading':
      return (
        <AuthLayout icon={MailCheck} title="Confirmando seu e-mail">
          <p role="status" className="flex items-center gap-3 text-base text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
            {ACCOUNT_TEXTS.loading}
          </p>
        </AuthLayout>
      );
    case 'ok':
      return (
        <AuthLayout icon={MailCheck} title="E-mail confirmado">
          <Alert ref={focusRef} tone="success">
            {state.message}
          </Alert>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link
              to={paths.login.getHref({ plano, redirect: redirectTo })}
              className={buttonClass('primary', 'flex-1')}
            >
              {plano ? 'Entrar e contratar o plano' : 'Entrar'}
            </Link>
            <Link to={paths.home.getHref()} className={buttonClass('secondary', 'flex-1')}>
              Ir para o início
            </Link>
          </div>
        </AuthLayout>
      );
    case 'idle':
      return (
        <AuthLayout icon={MailCheck} title="Confirme seu e-mail">
          <Alert ref={focusRef} tone="success">
            {ACCOUNT_TEXTS.resendSent}
          </Alert>
          <p className="mt-6 text-[15px] text-slate-700">
            Abra o link do e-mail para ativar sua conta. Depois,{' '}
            <Link to={paths.login.getHref()} className={textLinkClass}>
              entre
            </Link>
            .
          </p>
        </AuthLayout>
      );
    case 'error':
      return (
        <AuthLayout
          icon={MailCheck}
          title="Não foi possível confirmar"
          footer={
            <p>
              Já confirmou?{' '}
              <Link to={paths.login.getHref()} className={textLinkClass}>
                Entrar
              </Link>
            </p>
          }
        >
          <Alert ref={focusRef} tone="error" title={state.error.message}>
            {state.error.hint}
          </Alert>
          <h2 className="mt-8 mb-2 text-lg font-semibold text-slate-900">Reenviar o e-mail de confirmação</h2>
          <p className="mb-4 text-[15px] text-slate-600">
            Informe o e-mail do cadastro e enviaremos um novo link. O link anterior deixa de valer.
          </p>
          <ResendConfirmationForm defaultEmail={email} onSent={() => setState({ kind: 'idle' })} />
        </AuthLayout>
      );
  }
}
