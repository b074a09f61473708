import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { paths } from '#shared/paths.ts';
import { accountMeta } from '../../features/accounts/account-meta.ts';
import { AuthLayout, textLinkClass } from '../../features/accounts/components/auth-layout.tsx';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';
import { planSlugParam, REDIRECT_PARAM } from '../../features/accounts/redirects.ts';
import { safeRedirectPath } from '#shared/lib/safe-redirect.ts';
import { firstName, useViewer } from '../../lib/viewer.ts';
import type { Route } from './+types/login';

// /entrar (spec 1 §2): e-mail, password with show/hide, remember-me; optional `plano` (a plan
// to subscribe to after login, spec 1 §4) and `redirect` (the panel page that sent the visitor
// here, spec 2 §2).
export function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    publicUrl: context.app.env.PUBLIC_URL,
    redirectTo: safeRedirectPath(url.searchParams.get(REDIRECT_PARAM)),
    plano: planSlugParam(url.searchParams.get('plano')),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Entrar',
    description: 'Entre na sua conta NC para gerenciar seus anúncios e planos.',
    path: paths.login.getHref(),
    publicUrl: loaderData?.publicUrl,
    isIndexable: true,
  });

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  const { redirectTo, plano } = loaderData;
  const viewer = useViewer();
  return (
    <AuthLayout
      icon={LogIn}
      title="Entrar"
      description="Acesse sua conta para anunciar e acompanhar seus anúncios."
      footer={
        <p>
          Ainda não tem conta?{' '}
          <Link to={paths.register.getHref({ plano, redirect: redirectTo })} className={textLinkClass}>
            Cadastre-se grátis
          </Link>
        </p>
      }
    >
      {viewer ? (
        <Alert tone="info" className="mb-5">
          Você já entrou como {firstName(viewer.name, viewer.email)}.{' '}
          <Link to={paths.panel.getHref()} className={textLinkClass}>
            Ir para o painel
          </Link>
        </Alert>
      ) : null}
      {plano ? (
        <Alert tone="info" className="mb-5">
          Entre na sua conta para continuar a contratação do plano.
        </Alert>
      ) : null}
      <LoginForm redirectTo={redirectTo} plano={plano} />
    </AuthLayout>
  );
}
