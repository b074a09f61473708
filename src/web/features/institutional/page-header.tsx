import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** A page's title band: breadcrumb, h1 and a lead paragraph; `tone` tints it (type colours). */
export function PageHeader({
  title,
  lead,
  crumbs,
  tone = 'bg-slate-50',
  icon,
  children,
}: {
  title: string;
  lead?: ReactNode;
  crumbs?: Crumb[];
  tone?: string;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className={`border-b border-slate-200 ${tone}`}>
      <div className="page-container py-8 sm:py-12">
        {crumbs && crumbs.length > 0 ? (
          <nav aria-label="Você está em" className="mb-4 text-sm text-slate-600">
            <ol className="flex flex-wrap items-center gap-1">
              {crumbs.map((crumb, index) => (
                <li key={crumb.label} className="flex items-center gap-1">
                  {index > 0 ? <span aria-hidden="true">/</span> : null}
                  {crumb.to ? (
                    <Link to={crumb.to} className="hover:text-teal-800 hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="text-slate-800">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className="flex items-start gap-4">
          {icon}
          <div className="min-w-0">
            <h1 className="text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl">
              {title}
            </h1>
            {lead ? <div className="mt-3 max-w-3xl text-lg text-slate-600">{lead}</div> : null}
          </div>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The spec's 'Carregando...' overlay over a list while it reloads. */
export function LoadingOverlay({ isVisible }: { isVisible: boolean }) {
  if (!isVisible) return null;
  return (
    <div
      role="status"
      className="absolute inset-0 z-10 flex items-start justify-center rounded-xl bg-white/70 pt-16 backdrop-blur-[1px]"
    >
      <span className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-2.5 font-medium text-slate-800 shadow-md ring-1 ring-slate-200">
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-teal-700 border-t-transparent"
        />
        Carregando...
      </span>
    </div>
  );
}
