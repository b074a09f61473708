import { FileJson } from 'lucide-react';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { paths } from '#shared/paths.ts';
import { ApiReference, InlineCode } from '../../features/api-docs/components/api-reference.tsx';
import { buildApiDocsView, type OpenApiDocument } from '../../features/api-docs/openapi-view.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { pageMeta } from '../../lib/seo.ts';
import type { Route } from './+types/api-docs';

const OPENAPI_JSON = '/api/openapi.json';

/**
 * /documentacao (spec 1 §2): the API reference, rendered on the server from the
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
      <PageHeader
        title="Documentação da API"
        crumbs={[{ label: 'Início', to: paths.home.getHref() }, { label: 'Documentação' }]}
        lead={<InlineCode text={view.description} />}
      >
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
      </PageHeader>
      <ApiReference view={view} rawHref={OPENAPI_JSON} />
    </>
  );
}
