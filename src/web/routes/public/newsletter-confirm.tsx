import { CircleCheck, CircleX, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import {
  accountMeta,
  TOKEN_MISSING,
  tokenPageData,
  tokenPageHeaders,
} from '../../features/accounts/account-meta.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import { confirmNewsletter } from '../../features/contact/contact-api.ts';
import { createApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/newsletter-confirm';

const FAILED = 'Não foi possível confirmar a inscrição agora. Tente de novo em instantes.';

// /newsletter/confirmar?token=: the link of the double opt-in e-mail. As on
// /confirmar, the browser spends the token after hydration, not the server render: link
// scanners that fetch the URL without running scripts do not confirm anything, and the API's
// per-IP limit counts the visitor's address, not the server's own (an SSR call would share one
// loopback bucket among everyone).
export function loader({ context, request }: Route.LoaderArgs) {
  return tokenPageData(context, request);
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Confirmação da newsletter',
    description: 'Confirme a inscrição do seu e-mail na newsletter da NC.',
    path: '/newsletter/confirmar',
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

type State = { kind: 'loading' } | { kind: 'ok' | 'error'; message: string };

export default function NewsletterConfirmRoute({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'loading' } : { kind: 'error', message: TOKEN_MISSING },
  );
  const focusRef = useFocusWhen<HTMLParagraphElement>(state.kind === 'loading' ? null : state);
  // One call per token, also under StrictMode's double effects (the token is single use).
  const spentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || spentToken.current === token) return;
    spentToken.current = token;
    confirmNewsletter(createApiClient(), token).then(
      (answer) => setState({ kind: 'ok', message: answer.message }),
      (error: unknown) =>
        setState({
          kind: 'error',
          message: formErrorFrom(error, { failed: FAILED, network: FAILED }).message,
        }),
    );
  }, [token]);

  const ok = state.kind === 'ok';
  const Icon = state.kind === 'loading' ? LoaderCircle : ok ? CircleCheck : CircleX;
  const title =
    state.kind === 'loading'
      ? 'Confirmando sua inscrição'
      : ok
        ? 'Inscrição confirmada'
        : 'Não deu para confirmar';
  return (
    <div className="page-container flex justify-center py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-12 ${state.kind === 'loading' ? 'animate-spin text-teal-700' : ok ? 'text-teal-700' : 'text-red-700'}`}
        />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        {state.kind === 'loading' ? (
          <p role="status" className="mt-3 text-slate-700">
            Só um instante...
          </p>
        ) : (
          <p
            ref={focusRef}
            tabIndex={-1}
            role={ok ? 'status' : 'alert'}
            className="mt-3 text-slate-700 outline-none"
          >
            {state.message}
          </p>
        )}
        <Link to={paths.home.getHref()} className={buttonClass(ok ? 'primary' : 'secondary', 'mt-6')}>
          Ver anúncios do meu condomínio
        </Link>
      </div>
    </div>
  );
}
