import { BellOff, CircleCheck, CircleX } from 'lucide-react';
import { Form, Link, useNavigation } from 'react-router';
import type { UnsubscribeInfo } from '#shared/contracts/saved-searches.contract.ts';
import { paths } from '#shared/paths.ts';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import {
  accountMeta,
  TOKEN_MISSING,
  tokenPageData,
  tokenPageHeaders,
} from '../../features/accounts/account-meta.ts';
import { getUnsubscribeInfo, unsubscribe } from '../../features/saved-searches/saved-searches-api.ts';
import { ApiError, createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';
import type { Route } from './+types/alerts-cancel';

const FAILED = 'Não foi possível parar os alertas agora. Tente de novo em instantes.';
const INVALID = 'Este link de cancelamento não é válido. A busca pode ter sido excluída.';

// /alertas/cancelar?token= (issue 36 item 1): the "Parar de receber alertas desta busca" link of
// every alert e-mail and its List-Unsubscribe address. Opening the page changes nothing (mail
// scanners fetch links): it names the search and asks; the button's POST stops its alerts. A
// mail client's one-click POST (RFC 8058: "List-Unsubscribe=One-Click" to this address) reaches
// the same server action, which takes the token from the address when the form has none and
// calls the API in-process without any cookie (stopping needs no session).
export async function loader({ context, request }: Route.LoaderArgs) {
  const base = tokenPageData(context, request);
  let search: UnsubscribeInfo | null = null;
  let invalid = false;
  if (base.token) {
    try {
      search = await getUnsubscribeInfo(createApiClient({ context }), base.token);
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) throw error;
      invalid = true;
    }
  }
  return { ...base, search, invalid };
}

export const headers = tokenPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  accountMeta({
    title: 'Parar alertas de busca',
    description: 'Pare de receber por e-mail os alertas de uma busca salva no NC.',
    path: '/alertas/cancelar',
    publicUrl: loaderData?.publicUrl,
    carriesToken: true,
  });

interface StopResult {
  ok: boolean;
  message: string;
}

async function stopAlerts(api: ApiClient, request: Request): Promise<StopResult> {
  const form = await request.formData();
  const fromForm = form.get('token');
  const token =
    (typeof fromForm === 'string' && fromForm.trim()) ||
    new URL(request.url).searchParams.get('token')?.trim();
  if (!token) return { ok: false, message: TOKEN_MISSING };
  try {
    return { ok: true, message: (await unsubscribe(api, token)).message };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { ok: false, message: INVALID };
    return { ok: false, message: formErrorFrom(error, { failed: FAILED, network: FAILED }).message };
  }
}

export async function action({ context, request }: Route.ActionArgs): Promise<StopResult> {
  return stopAlerts(createApiClient({ context }), request);
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<StopResult> {
  return stopAlerts(createApiClient(), request);
}

export default function AlertsCancelRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { token, search, invalid } = loaderData;
  const navigation = useNavigation();
  const result: StopResult | null =
    actionData ??
    (!token ? { ok: false, message: TOKEN_MISSING } : invalid ? { ok: false, message: INVALID } : null);
  const focusRef = useFocusWhen<HTMLParagraphElement>(actionData);
  const ok = result?.ok === true;
  const isStopped = result === null && search?.pausada === true;
  const Icon = result === null ? BellOff : ok ? CircleCheck : CircleX;
  const title =
    result === null
      ? isStopped
        ? 'Alertas já parados'
        : 'Parar os alertas desta busca?'
      : ok
        ? 'Alertas parados'
        : 'Não deu para parar os alertas';
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
            <p className="mt-3 break-words text-slate-700">
              {isStopped
                ? `A busca "${search?.nome}" já não envia e-mails. Você pode retomá-los em Buscas salvas.`
                : `Ao confirmar, a busca "${search?.nome}" deixa de enviar e-mails com anúncios novos. Ela continua salva, pausada, e você pode retomá-la quando quiser.`}
            </p>
            <Form method="post" className="mt-6 flex flex-col items-center gap-3">
              <input type="hidden" name="token" value={token ?? ''} />
              {isStopped ? null : (
                <Button type="submit" isLoading={navigation.state === 'submitting'} loadingText="Parando...">
                  Parar alertas
                </Button>
              )}
              <Link to="/painel/buscas-salvas" className={buttonClass('tertiary')}>
                Ver minhas buscas salvas
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
            <div className="mt-6 flex flex-col items-center gap-3">
              <Link to="/painel/buscas-salvas" className={buttonClass(ok ? 'primary' : 'secondary')}>
                Ver minhas buscas salvas
              </Link>
              <Link to={paths.listings.getHref()} className={buttonClass('tertiary')}>
                Buscar anúncios
              </Link>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
