import { FileJson } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { ApiReference, InlineCode } from '../../features/api-docs/components/api-reference.tsx';
import { buildApiDocsView, type OpenApiDocument } from '../../features/api-docs/openapi-view.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/api-docs';

const OPENAPI_JSON = '/api/openapi.json';

/**
 * /documentacao (spec 1 §2; issue 4): the API reference, rendered on the server from the
 * OpenAPI description the API generates from its own route schemas, so it cannot drift from
 * the code. Only the condensed view travels to the browser; no client-side library.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const doc = await createApiClient({ context, request }).get<OpenApiDocument>(OPENAPI_JSON);
  return { publicUrl: context.app.env.PUBLIC_URL, view: buildApiDocsView(doc) };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: 'Documentação da API | NC',
    description:
      'Referência da API pública da NC: anúncios, condomínios, localidades, categorias, planos, contas, contato e newsletter, com parâmetros e respostas.',
    path: '/documentacao',
    publicUrl: loaderData?.publicUrl ?? 'http://localhost',
  });

export default function ApiDocsRoute({ loaderData }: Route.ComponentProps) {
  const { view } = loaderData;
  return (
    <>
      <div className="border-b border-slate-200 bg-slate-50">
        <div className="page-container py-8 sm:py-12">
          <nav aria-label="Você está em" className="mb-4 text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-1">
              <li>
                <Link to={paths.home.getHref()} className="hover:text-teal-800 hover:underline">
                  Início
                </Link>
              </li>
              <li className="flex items-center gap-1">
                <span aria-hidden="true">/</span>
                <span aria-current="page" className="text-slate-800">
                  Documentação
                </span>
              </li>
            </ol>
          </nav>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Documentação da API
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">
            <InlineCode text={view.description} />
          </p>
          <dl className="mt-5 grid max-w-3xl gap-x-6 gap-y-2 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-900">Endereço base</dt>
            <dd>
              <code className="font-mono break-all">{view.serverUrl}</code>
            </dd>
            <dt className="font-semibold text-slate-900">Versão</dt>
            <dd>
              {view.version} · {view.operationCount} operações
            </dd>
            <dt className="font-semibold text-slate-900">Autenticação</dt>
            <dd>
              <InlineCode text="Rotas de conta e painel pedem `Authorization: Bearer <token>` (devolvido pelo login) ou o cookie de sessão." />
            </dd>
          </dl>
          <a
            href={OPENAPI_JSON}
            className="mt-6 inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 underline underline-offset-2"
          >
            <FileJson aria-hidden="true" className="size-5" />
            Baixar a descrição OpenAPI 3.1 (JSON)
          </a>
        </div>
      </div>
      <ApiReference view={view} rawHref={OPENAPI_JSON} />
    </>
  );
}
