import { RecoverPasswordRequestSchema } from '#shared/contracts/users.contract.ts';
import { KeyRound } from 'lucide-react';
import { paths } from '#shared/paths.ts';
import { accountMeta, tokenPageData, tokenPageHeaders } from '../../features/accounts/account-meta.ts';
import { AuthLayout, BackToLogin } from '../../features/accounts/components/auth-layout.tsx';
import { RecoveryRequestForm } from '../../features/accounts/components/recovery-request-form.tsx';
import { ResetPasswordPanel } from '../../features/accounts/components/reset-password-panel.tsx';
import { planSlugParam } from '../../features/accounts/redirects.ts';
import type { Route } from './+types/recover-password';

// /recuperar-senha (spec 1 §2): asks the e-mail; with a `token` query, the reset form instead.
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...tokenPageData(context, request),
    // A plan chosen before logging in: the recovery link and the login keep it.
    plano: planSlugParam(new URL(request.url).searchParams.get('plano')),
  };
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: loaderData?.token ? 'Criar nova senha' : 'Recuperar senha',
    description: 'Recupere o acesso à sua conta NC.',
    path: paths.recoverPassword.getHref(),
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

export default function RecoverPasswordRoute({ loaderData }: Route.ComponentProps) {
  const { token, plano } = loaderData;
  if (token) {
    return (
      <AuthLayout
        icon={KeyRound}
        title="Criar nova senha"
        description="Escolha uma senha nova para sua conta."
      >
        <ResetPasswordPanel token={token} plano={plano} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      icon={KeyRound}
      title="Recuperar senha"
      description="Informe o e-mail do seu cadastro. Enviaremos um link para você criar uma nova senha."
      footer={<BackToLogin plano={plano} />}
    >
      <RecoveryRequestForm schema={RecoverPasswordRequestSchema} plano={plano} />
    </AuthLayout>
  );
}
