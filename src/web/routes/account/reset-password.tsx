import { KeyRound } from 'lucide-react';
import { paths } from '#shared/paths.ts';
import { accountMeta, tokenPageData, tokenPageHeaders } from '../../features/accounts/account-meta.ts';
import { AuthLayout, BackToLogin } from '../../features/accounts/components/auth-layout.tsx';
import { ResetPasswordPanel } from '../../features/accounts/components/reset-password-panel.tsx';
import { planSlugParam } from '../../features/accounts/redirects.ts';
import type { Route } from './+types/reset-password';

// /redefinir-senha?token= (spec 1 §2): the reset form of the recovery e-mail's link.
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...tokenPageData(context, request),
    // The plan the recovery e-mail's link carries: the login afterwards continues to it.
    plano: planSlugParam(new URL(request.url).searchParams.get('plano')),
  };
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Criar nova senha',
    description: 'Escolha uma nova senha para sua conta NC.',
    path: paths.resetPassword.getHref(),
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthLayout
      icon={KeyRound}
      title="Criar nova senha"
      description="Escolha uma senha nova para sua conta."
      footer={<BackToLogin plano={loaderData.plano} />}
    >
      <ResetPasswordPanel token={loaderData.token} plano={loaderData.plano} />
    </AuthLayout>
  );
}
