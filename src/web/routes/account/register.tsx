import { UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert.tsx';
import { paths } from '#shared/paths.ts';
import { accountMeta } from '../../features/accounts/account-meta.ts';
import { AuthLayout, textLinkClass } from '../../features/accounts/components/auth-layout.tsx';
import { RegisterForm } from '../../features/accounts/components/register-form.tsx';
import { pessoaForPlan, planSlugParam, REDIRECT_PARAM } from '../../features/accounts/redirects.ts';
import { safeRedirectPath } from '#shared/lib/safe-redirect.ts';
import type { Route } from './+types/register';

// /cadastro (spec 1 §2): company (pj) or person (pf) sign-up; optional `plano`, carried to the
// login links so the plan's checkout follows the first login (spec 1 §4, spec 2 §4).
export function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const plano = planSlugParam(params.get('plano'));
  // The page that sent the visitor (a search to save): the confirmation link carries it to the login.
  const redirectTo = safeRedirectPath(params.get(REDIRECT_PARAM));
  return { publicUrl: context.app.env.PUBLIC_URL, plano, redirectTo };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Criar conta',
    description: 'Cadastre-se grátis na NC e anuncie para os vizinhos do seu condomínio.',
    path: paths.register.getHref(),
    publicUrl: loaderData?.publicUrl,
    isIndexable: true,
  });

export default function RegisterRoute({ loaderData }: Route.ComponentProps) {
  const { plano, redirectTo } = loaderData;
  return (
    <AuthLayout
      wide
      icon={UserPlus}
      title="Criar conta"
      description="O cadastro é gratuito. Depois é só confirmar seu e-mail e começar a anunciar."
      footer={
        <p>
          Já tem conta?{' '}
          <Link to={paths.login.getHref({ plano, redirect: redirectTo })} className={textLinkClass}>
            Entrar
          </Link>
        </p>
      }
    >
      {plano ? (
        <Alert tone="info" className="mb-5">
          Crie sua conta para contratar o plano escolhido. Depois de confirmar o e-mail, é só entrar.
        </Alert>
      ) : null}
      <RegisterForm plano={plano} redirectTo={redirectTo} initialPessoa={pessoaForPlan(plano) ?? 'pj'} />
    </AuthLayout>
  );
}
