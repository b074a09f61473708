import { CircleCheck, CircleX, MailX } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import { NEWSLETTER_CANCEL_API } from '#shared/contracts/newsletter.constants.ts';
import type { NewsletterResponse } from '#shared/contracts/newsletter.contract.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { paths } from '#shared/paths.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import {
  accountMeta,
  TOKEN_MISSING,
  tokenPageData,
  tokenPageHeaders,
} from '../../features/accounts/account-meta.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import type { Route } from './+types/newsletter-cancel';

/** The success and the invalid-link texts come from the API. */
const FAILED = 'Não foi possível cancelar a inscrição agora. Tente de novo em instantes.';

// /newsletter/cancelar?token= (LGPD): the "Cancelar inscrição" link of every newsletter e-mail.
// Opening the page changes nothing (mail scanners fetch links before the reader does): it asks,
// and the button's POST cancels. With scripts, clientAction calls the API from the browser, so
// the API's per-IP limit counts the visitor's address; without them the form reaches the server
// action, which calls the API in-process without the visitor's cookie (cancelling needs no
// session, and a cookie without an Origin would fail the API's CSRF check).
export function loader({ context, request }: Route.LoaderArgs) {
  return tokenPageData(context, request);
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Cancelar inscrição na newsletter',
    description: 'Cancele a inscrição do seu e-mail na newsletter da NC.',
    path: '/newsletter/cancelar',
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

interface CancelResult {
  ok: boolean;
  message: string;
}

async function cancelSubscription(api: ApiClient, form: FormData): Promise<CancelResult> {
  const token = form.get('token');
  if (typeof token !== 'string' || token.trim() === '') return { ok: false, message: TOKEN_MISSING };
  try {
    const answer = await api.post<NewsletterResponse>(NEWSLETTER_CANCEL_API, { token: token.trim() });
    return { ok: true, message: answer.message };
  } catch (error) {
    return { ok: false, message: formErrorFrom(error, { failed: FAILED, network: FAILED }).message };
  }
}

export async function action({ context, request }: Route.ActionArgs): Promise<CancelResult> {
  return cancelSubscription(createApiClient({ context }), await request.formData());
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<CancelResult> {
  return cancelSubscription(createApiClient(), await request.formData());
}

export default function NewsletterCancelRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const navigation = useNavigation();
  const result: CancelResult | null = actionData ?? (token ? null : { ok: false, message: TOKEN_MISSING });
  const focusRef = useFocusWhen<HTMLParagraphElement>(actionData);

  const ok = result?.ok === true;
  const Icon = result === null ? MailX : ok ? CircleCheck : CircleX;
  const title =
    result === null ? 'Cancelar a newsletter?' : ok ? 'Inscrição cancelada' : 'Não deu para cancelar';
  return (
    <div className="page-container flex justify-center py-16">
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <Icon
          aria-hidden="true"
          className={`mx-auto size-12 ${result === null || ok ? 'text-teal-700' : 'text-red-700'}`}
        />
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
        {result === null ? (
          <>
            <p className="mt-3 text-slate-700">
              Ao confirmar, este e-mail deixa de receber a newsletter do NC Classificados. Você pode se
              inscrever de novo quando quiser, no rodapé do site.
            </p>
            <Form method="post" className="mt-6 flex flex-col items-center gap-3">
              <input type="hidden" name="token" value={token ?? ''} />
              <Button type="submit" isLoading={navigation.state === 'submitting'} loadingText="Cancelando...">
                Cancelar inscrição
              </Button>
              <Link to={paths.home.getHref()} className={buttonClass('tertiary')}>
                Continuar inscrito
              </Link>
            </Form>
          </>
        ) : (
          <>
            <p
              ref={focusRef}
              tabIndex={-1}
              role={ok ? 'status' : 'alert'}
              className="mt-3 text-slate-700 outline-none"
            >
              {result.message}
            </p>
            <Link to={paths.home.getHref()} className={buttonClass(ok ? 'primary' : 'secondary', 'mt-6')}>
              Ver anúncios do meu condomínio
            </Link>
          </>
        )}
      </div>
    </div>
  );
}
