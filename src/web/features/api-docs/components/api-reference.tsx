import { Fragment, type ReactNode } from 'react';
import type { ApiDocsView, FieldView, OperationView, ResponseView } from '../openapi-view.ts';

const METHOD_STYLE: Record<string, string> = {
  GET: 'bg-sky-100 text-sky-900 ring-sky-300',
  POST: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  PUT: 'bg-amber-100 text-amber-900 ring-amber-300',
  PATCH: 'bg-amber-100 text-amber-900 ring-amber-300',
  DELETE: 'bg-red-100 text-red-900 ring-red-300',
};

/** `texto com \`código\`` -> text with <code> (the descriptions use Markdown's backticks only). */
export function InlineCode({ text }: { text: string }) {
  const parts = text.split('`');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <code key={i} className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.9em] text-slate-900">
            {part}
          </code>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

function MethodBadge({ method }: { method: string }) {
  return (
    <span
      className={`inline-block min-w-16 rounded-md px-2 py-0.5 text-center font-mono text-sm font-bold ring-1 ${METHOD_STYLE[method] ?? 'bg-slate-100 text-slate-900 ring-slate-300'}`}
    >
      {method}
    </span>
  );
}

function FieldsTable({
  caption,
  fields,
  extra,
}: {
  caption: string;
  fields: (FieldView & { in?: string })[];
  extra?: 'in';
}) {
  return (
    <div className="mt-2 overflow-x-auto rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Nome
            </th>
            {extra ? (
              <th scope="col" className="px-3 py-2 font-semibold">
                Onde
              </th>
            ) : null}
            <th scope="col" className="px-3 py-2 font-semibold">
              Tipo
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Obrigatório
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              Regras e descrição
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {fields.map((f) => (
            <tr key={f.name} className="align-top">
              <th scope="row" className="px-3 py-2 font-mono font-medium break-all text-slate-900">
                {f.name}
              </th>
              {extra ? <td className="px-3 py-2 text-slate-700">{f.in}</td> : null}
              <td className="px-3 py-2 font-mono text-[13px] break-all text-slate-700">{f.type}</td>
              <td className="px-3 py-2 text-slate-700">{f.required ? 'sim' : 'não'}</td>
              <td className="px-3 py-2 text-slate-700">
                {[f.rules, f.description].filter(Boolean).join('. ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Responses({ op }: { op: OperationView }) {
  const errors = op.responses.filter((r) => r.kind === 'erro').map((r) => r.status);
  const others = op.responses.filter((r) => r.kind !== 'erro');
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-slate-900">Respostas</h4>
      <ul className="mt-2 space-y-2">
        {others.map((r) => (
          <ResponseItem key={r.status} op={op} response={r} />
        ))}
        {errors.length > 0 ? (
          <li className="text-sm text-slate-700">
            <span className="font-mono font-semibold text-slate-900">{errors.join(', ')}</span>: erro no
            formato padrão <InlineCode text="`{ message, code, errors? }`" />.
          </li>
        ) : null}
      </ul>
    </div>
  );
}

function ResponseItem({ op, response }: { op: OperationView; response: ResponseView }) {
  if (response.fields.length === 0) {
    return (
      <li className="text-sm text-slate-700">
        <span className="font-mono font-semibold text-slate-900">{response.status}</span>
        {response.kind === 'vazio' ? ': sem corpo.' : ': corpo JSON.'}
      </li>
    );
  }
  return (
    <li className="text-sm">
      <details className="group rounded-lg border border-slate-200">
        <summary className="cursor-pointer px-3 py-2 text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700">
          <span className="font-mono font-semibold text-slate-900">{response.status}</span>:{' '}
          {response.fields.length} campos (mostrar)
        </summary>
        <div className="px-3 pb-3">
          <FieldsTable
            caption={`Campos da resposta ${response.status} de ${op.method} ${op.path}`}
            fields={response.fields}
          />
        </div>
      </details>
    </li>
  );
}

function Operation({ op }: { op: OperationView }) {
  return (
    <article
      id={op.id}
      aria-labelledby={`${op.id}-titulo`}
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id={`${op.id}-titulo`} className="flex flex-wrap items-center gap-2 text-base">
        <MethodBadge method={op.method} />
        <code className="font-mono font-semibold break-all text-slate-900">{op.path}</code>
      </h3>
      {op.summary ? <p className="mt-2 font-medium text-slate-800">{op.summary}</p> : null}
      {op.description ? (
        <p className="mt-1 text-sm text-slate-700">
          <InlineCode text={op.description} />
        </p>
      ) : null}
      {op.parameters.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">Parâmetros</h4>
          <FieldsTable caption={`Parâmetros de ${op.method} ${op.path}`} fields={op.parameters} extra="in" />
        </div>
      ) : null}
      {op.body.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">Corpo da requisição (JSON)</h4>
          <FieldsTable caption={`Corpo de ${op.method} ${op.path}`} fields={op.body} />
        </div>
      ) : null}
      <Responses op={op} />
    </article>
  );
}

/** The whole reference: an index of tags, then each tag's operations. */
export function ApiReference({
  view,
  rawHref,
  intro,
}: {
  view: ApiDocsView;
  rawHref: string;
  intro?: ReactNode;
}) {
  return (
    <div className="page-container grid gap-10 py-10 lg:grid-cols-[15rem_1fr]">
      <nav aria-label="Grupos da API" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">Grupos</h2>
        <ul className="mt-3 space-y-1">
          {view.tags.map((tag) => (
            <li key={tag.id}>
              <a
                href={`#${tag.id}`}
                className="flex min-h-10 items-center justify-between rounded-md px-2 text-slate-800 hover:bg-slate-100 hover:text-teal-800"
              >
                {tag.name}
                <span className="text-sm text-slate-600">{tag.operations.length}</span>
              </a>
            </li>
          ))}
        </ul>
        <a
          href={rawHref}
          className="mt-4 inline-flex min-h-10 items-center font-medium text-teal-800 underline underline-offset-2"
        >
          OpenAPI em JSON
        </a>
      </nav>
      <div className="min-w-0 space-y-12">
        {intro}
        {view.tags.map((tag) => (
          <section key={tag.id} id={tag.id} aria-labelledby={`${tag.id}-titulo`} className="scroll-mt-24">
            <h2 id={`${tag.id}-titulo`} className="text-2xl font-bold text-slate-900">
              {tag.name}
            </h2>
            <div className="mt-4 space-y-4">
              {tag.operations.map((op) => (
                <Operation key={op.id} op={op} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
