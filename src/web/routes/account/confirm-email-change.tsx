import { LoaderCircle, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { EMAIL_CHANGE_PAGES } from '#shared/contracts/email-change.constants.ts';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { accountMeta, tokenPageData, tokenPageHeaders } from '../../features/accounts/account-meta.ts';
import { AuthLayout } from '../../features/accounts/components/auth-layout.tsx';
import { confirmEmailChange } from '../../features/accounts/email-change-api.ts';
import { ACCOUNT_TEXTS } from '../../features/accounts/texts.ts';
import { useTokenLink } from '../../features/accounts/use-token-link.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import type { Route } from './+types/confirm-email-change';

// /confirmar-email?token= (issue 36 item 4): the link mailed to the new address. The e-mail of
// the account changes when the page spends the token (after hydration); it then says so, or
// that the link was used, expired, or its address was taken meanwhile.
export function loader({ context, request }: Route.LoaderArgs) {
  return tokenPageData(context, request);
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Confirmar novo e-mail',
    description: 'Confirme o novo e-mail da sua conta NC.',
    path: EMAIL_CHANGE_PAGES.confirm,
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

const FAILED = 'Não foi possível confirmar a troca de e-mail agora. Tente abrir o link de novo.';

export default function ConfirmEmailChangeRoute({ loaderData }: Route.ComponentProps) {
  const state = useTokenLink(loaderData.token, confirmEmailChange, FAILED);
  const focusRef = useFocusWhen<HTMLDivElement>(state.kind === 'loading' ? null : state);
  const settingsLink = (
    <Link to={paths.panelSettings.getHref()} className={buttonClass('primary', 'flex-1')}>
      Ir para Configurações
    </Link>
  );

  switch (state.kind) {
    case 'loading':
      return (
        <AuthLayout icon={MailCheck} title="Confirmando seu novo e-mail">
          <p role="status" className="flex items-center gap-3 text-base text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
            {ACCOUNT_TEXTS.loading}
          </p>
        </AuthLayout>
      );
    case 'ok': {
      const isDone = state.answer.estado === 'alterado';
      return (
        <AuthLayout icon={MailCheck} title={isDone ? 'E-mail alterado' : 'Link já usado'}>
          <Alert ref={focusRef} tone={isDone ? 'success' : 'info'}>
            {state.answer.message}
          </Alert>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {settingsLink}
            <Link to={paths.home.getHref()} className={buttonClass('secondary', 'flex-1')}>
              Ir para o início
            </Link>
          </div>
        </AuthLayout>
      );
    }
    case 'error':
      return (
        <AuthLayout
          icon={MailCheck}
          title={state.error.status === 410 ? 'Link expirado' : 'Não foi possível trocar o e-mail'}
        >
          <Alert ref={focusRef} tone="error" title={state.error.message}>
            {state.error.hint}
          </Alert>
          <p className="mt-6 text-[15px] text-slate-700">
            Seu e-mail continua o mesmo. Para tentar de novo, use Alterar e-mail em Configurações.
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">{settingsLink}</div>
        </AuthLayout>
      );
  }
}
