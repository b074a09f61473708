import { CATALOGUE_PAGE_TEXTS as T } from '#shared/contracts/catalogue.constants.ts';
import type { ReactNode, Ref } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import type { Notice } from './use-catalogue-actions.ts';

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
