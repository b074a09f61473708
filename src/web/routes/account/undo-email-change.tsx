import { KeyRound, LoaderCircle, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { EMAIL_CHANGE_PAGES } from '#shared/contracts/email-change.constants.ts';
import { paths } from '#shared/paths.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { accountMeta, tokenPageData, tokenPageHeaders } from '../../features/accounts/account-meta.ts';
import { AuthLayout } from '../../features/accounts/components/auth-layout.tsx';
import { undoEmailChange } from '../../features/accounts/email-change-api.ts';
import { ACCOUNT_TEXTS } from '../../features/accounts/texts.ts';
import { useTokenLink } from '../../features/accounts/use-token-link.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import type { Route } from './+types/undo-email-change';

// /desfazer-email?token= (issue 36 item 4): the undo link mailed to the old address after an
// e-mail change. Spending it (after hydration) brings the old address back, if no other account
// took it, and ends every session of the account: the page says which, and sends the person to
// create a new password, since someone else may have made the change.
export function loader({ context, request }: Route.LoaderArgs) {
  return tokenPageData(context, request);
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Desfazer troca de e-mail',
    description: 'Desfaça a troca do e-mail da sua conta NC.',
    path: EMAIL_CHANGE_PAGES.undo,
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

const FAILED = 'Não foi possível desfazer a troca de e-mail agora. Tente abrir o link de novo.';

export default function UndoEmailChangeRoute({ loaderData }: Route.ComponentProps) {
  const state = useTokenLink(loaderData.token, undoEmailChange, FAILED);
  const focusRef = useFocusWhen<HTMLDivElement>(state.kind === 'loading' ? null : state);

  switch (state.kind) {
    case 'loading':
      return (
        <AuthLayout icon={ShieldAlert} title="Desfazendo a troca de e-mail">
          <p role="status" className="flex items-center gap-3 text-base text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-teal-700" />
            {ACCOUNT_TEXTS.loading}
          </p>
        </AuthLayout>
      );
    case 'ok': {
      const { estado, message } = state.answer;
      if (estado === 'usado') {
        return (
          <AuthLayout icon={ShieldAlert} title="Link já usado">
            <Alert ref={focusRef} tone="info">
              {message}
            </Alert>
            <div className="mt-6 flex flex-col gap-3 sm:flex-row">
              <Link to={paths.login.getHref()} className={buttonClass('primary', 'flex-1')}>
                Entrar
              </Link>
            </div>
          </AuthLayout>
        );
      }
      const isRestored = estado === 'restaurado';
      return (
        <AuthLayout icon={ShieldAlert} title={isRestored ? 'Troca de e-mail desfeita' : 'Sessões encerradas'}>
          <Alert ref={focusRef} tone={isRestored ? 'success' : 'error'}>
            {message}
          </Alert>
          <h2 className="mt-8 mb-2 flex items-center gap-2 text-lg font-semibold text-slate-900">
            <KeyRound aria-hidden="true" className="size-5 text-teal-700" />
            Crie uma nova senha agora
          </h2>
          <p className="text-[15px] text-slate-700">
            Se não foi você que trocou o e-mail, outra pessoa pode ter entrado na sua conta com a sua senha.
            {isRestored
              ? ' Peça um link de nova senha para o seu e-mail e escolha uma senha que você não usa em outros sites.'
              : ' Fale com a gente para recuperar o acesso à conta.'}
          </p>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {isRestored ? (
              <Link to={paths.forgotPassword.getHref()} className={buttonClass('primary', 'flex-1')}>
                Criar nova senha
              </Link>
            ) : (
              <Link to={paths.contact.getHref()} className={buttonClass('primary', 'flex-1')}>
                Falar com a gente
              </Link>
            )}
          </div>
        </AuthLayout>
      );
    }
    case 'error':
      return (
        <AuthLayout
          icon={ShieldAlert}
          title={state.error.status === 410 ? 'Link expirado' : 'Não foi possível desfazer a troca'}
        >
          <Alert ref={focusRef} tone="error" title={state.error.message}>
            {state.error.hint}
          </Alert>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.forgotPassword.getHref()} className={buttonClass('primary', 'flex-1')}>
              Criar nova senha
            </Link>
            <Link to={paths.contact.getHref()} className={buttonClass('secondary', 'flex-1')}>
              Falar com a gente
            </Link>
          </div>
        </AuthLayout>
      );
  }
}
