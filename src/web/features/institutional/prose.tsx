import type { ReactNode } from 'react';

/** Readable long text: one column, comfortable measure, spaced sections (terms, privacy, cookies). */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="page-container py-10">
      <div className="max-w-3xl space-y-10 text-[17px] leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-teal-800 [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </div>
  );
}

export function ProseSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} id={id ? `secao-${id}` : undefined}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Última atualização" line under a legal page title (terms, cookies). */
export const LEGAL_UPDATED_AT = '22/11/2026';

/** The privacy page's own: it changed with the statistics, the data export and account deletion. */
export const PRIVACY_UPDATED_AT = '29/11/2026';

/** Contact of the data-protection officer (encarregado, LGPD art. 41). */
export const DPO_EMAIL = 'privacidade@nc.com.br';
export const SUPPORT_EMAIL = 'contato@nc.com.br';
