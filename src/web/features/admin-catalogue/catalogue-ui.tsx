import { CATALOGUE_PAGE_TEXTS as T } from '#shared/contracts/catalogue.constants.ts';
import type { ReactNode, Ref } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { Notice } from './use-catalogue-actions.ts';

/** A row action: a 44 px text button (BRAND.md tap targets). */
export const actionClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2.5 text-[15px] font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed disabled:opacity-60';
export const dangerActionClass = `${actionClass} text-red-700 hover:bg-red-50`;

export const thClass = 'px-4 py-3 font-medium';

/** Active or not, in words and colour: "Ativo"/"Inativo" (categories), "Ativa"/"Inativa" (subcategories). */
export function ActiveBadge({ isActive, labels }: { isActive: boolean; labels: [string, string] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${
        isActive
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-slate-100 text-slate-700 ring-slate-300'
      }`}
    >
      {isActive ? labels[0] : labels[1]}
    </span>
  );
}

/** The result of the last action, focused when it appears; an error may carry a way out. */
export function NoticeBox({ notice, ref }: { notice: Notice | null; ref: Ref<HTMLDivElement> }) {
  if (!notice) return null;
  return (
    <Alert ref={ref} tone={notice.tone} title={notice.tone === 'error' ? notice.message : undefined}>
      {notice.tone === 'success' ? notice.message : notice.hint}
      {notice.offer ? (
        <Button variant="secondary" className="mt-2" onClick={notice.offer.onClick}>
          {notice.offer.label}
        </Button>
      ) : null}
    </Alert>
  );
}

/** "Carregando..." (spec 2 §2) over the list while the next filter's data is on its way. */
export function LoadingOverlay({ isLoading, children }: { isLoading: boolean; children: ReactNode }) {
  return (
    <div className="relative" aria-busy={isLoading || undefined}>
      {children}
      {isLoading ? (
        <div className="absolute inset-0 grid place-items-start justify-center rounded-xl bg-white/70 pt-10">
          <p role="status" className="rounded-lg bg-white px-4 py-2 font-medium text-slate-800 shadow">
            {T.loading}
          </p>
        </div>
      ) : null}
    </div>
  );
}
