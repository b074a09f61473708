import { ForgotPasswordFormSchema } from '#shared/contracts/users.contract.ts';
import { KeyRound } from 'lucide-react';
import { paths } from '#shared/paths.ts';
import { accountMeta } from '../../features/accounts/account-meta.ts';
import { AuthLayout, BackToLogin } from '../../features/accounts/components/auth-layout.tsx';
import { RecoveryRequestForm } from '../../features/accounts/components/recovery-request-form.tsx';
import { planSlugParam } from '../../features/accounts/redirects.ts';
import type { Route } from './+types/forgot-password';

// /esqueci-senha (spec 1 §2): an e-mail form that sends a recovery link.
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    publicUrl: context.app.env.PUBLIC_URL,
    // A plan chosen before logging in: the recovery link and the login keep it.
    plano: planSlugParam(new URL(request.url).searchParams.get('plano')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Esqueci minha senha',
    description: 'Receba por e-mail um link para criar uma nova senha.',
    path: paths.forgotPassword.getHref(),
    publicUrl: loaderData?.publicUrl,
  });

export default function ForgotPasswordRoute({ loaderData }: Route.ComponentProps) {
  const { plano } = loaderData;
  return (
    <AuthLayout
      icon={KeyRound}
      title="Esqueci minha senha"
      description="Informe o e-mail do seu cadastro. Enviaremos um link para você criar uma nova senha."
      footer={<BackToLogin plano={plano} />}
    >
      <RecoveryRequestForm schema={ForgotPasswordFormSchema} plano={plano} />
    </AuthLayout>
  );
}
