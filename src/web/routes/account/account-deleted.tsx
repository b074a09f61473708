import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { accountMeta } from '../../features/accounts/account-meta.ts';
import type { Route } from './+types/account-deleted';

/**
 * /conta-excluida (issue 36 item 3): where "Excluir minha conta" lands, logged out. Static: it
 * says what was done and what stays, whoever opens it.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { publicUrl: context.app.env.PUBLIC_URL };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Conta excluída',
    description: 'Sua conta no NC Classificados foi excluída.',
    path: '/conta-excluida',
    publicUrl: loaderData?.publicUrl,
  });

export default function AccountDeletedRoute() {
  return (
    <div className="page-container flex justify-center py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-teal-700" />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">Sua conta foi excluída</h1>
        <p className="mt-3 text-slate-700">
          Você saiu de todos os aparelhos. Seus anúncios, fotos, favoritos, buscas salvas e a inscrição na
          newsletter foram apagados, e enviamos um e-mail de confirmação para o endereço da conta.
        </p>
        <p className="mt-3 text-slate-700">
          As faturas ficam guardadas pelo prazo fiscal, e nas conversas seu nome aparece como &quot;Usuário
          removido&quot;. Se quiser voltar, é só criar uma nova conta, inclusive com o mesmo e-mail.
        </p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Link to={paths.home.getHref()} className={buttonClass('primary')}>
            Ir para a página inicial
          </Link>
          <Link to="/privacidade" className={buttonClass('tertiary')}>
            O que guardamos e por quê
          </Link>
        </div>
      </div>
    </div>
  );
}
