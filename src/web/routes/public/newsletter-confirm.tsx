import { CircleCheck, CircleX } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { isForeignErrorPage } from '../../features/accounts/account-errors.ts';
import { confirmNewsletter } from '../../features/contact/contact-api.ts';
import { ApiError, createApiClient } from '../../lib/api-client.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import type { Route } from './+types/newsletter-confirm';

const MISSING = 'Token inválido ou ausente.';
const FAILED = 'Não foi possível confirmar a inscrição agora. Tente de novo em instantes.';

/**
 * /newsletter/confirmar?token= (issue 4): the link of the double opt-in e-mail. The loader
 * calls GET /api/newsletter/confirmar on the server, so the answer is in the first HTML and
 * works without JavaScript.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { ok: false as const, message: MISSING };
  try {
    const answer = await confirmNewsletter(createApiClient({ context, request }), token);
    return { ok: true as const, message: answer.message };
  } catch (error) {
    const message =
      error instanceof ApiError && !isForeignErrorPage(error) ? (error.apiMessage ?? FAILED) : FAILED;
    return { ok: false as const, message };
  }
}

export const meta: Route.MetaFunction = () => [
  { title: 'Confirmação da newsletter | NC' },
  { name: 'robots', content: 'noindex' },
];

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  const { ok, message } = loaderData;
  const Icon = ok ? CircleCheck : CircleX;
  return (
    <div className="page-container flex justify-center py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Icon aria-hidden="true" className={`mx-auto size-12 ${ok ? 'text-teal-700' : 'text-red-700'}`} />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">
          {ok ? 'Inscrição confirmada' : 'Não deu para confirmar'}
        </h1>
        <p role={ok ? 'status' : 'alert'} className="mt-3 text-slate-700">
          {message}
        </p>
        <Link to={paths.home.getHref()} className={buttonClass(ok ? 'primary' : 'secondary', 'mt-6')}>
          Ver anúncios do meu condomínio
        </Link>
      </div>
    </div>
  );
}
