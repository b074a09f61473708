import { Flag } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

// The dialog (Radix Dialog, the form, the API client) is fetched on the first click, not with the
// detail page: the page's entry JavaScript stays within its budget (e2e/public/js-budget.spec.ts).
const ReportListingDialog = lazy(() =>
  import('./report-listing-dialog.tsx').then((m) => ({ default: m.ReportListingDialog })),
);

/** "Denunciar anúncio": a quiet link-like button under the contact box; works logged out. */
export function ReportListingButton({ listingCode, title }: { listingCode: number; title: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-[15px] text-slate-600 underline-offset-4 hover:text-red-800 hover:underline focus-visible:outline-2 focus-visible:outline-teal-700"
      >
        <Flag aria-hidden="true" className="size-4" />
        Denunciar anúncio
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <ReportListingDialog
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            listingCode={listingCode}
            title={title}
          />
        </Suspense>
      ) : null}
    </>
  );
}
