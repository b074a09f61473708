import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SAVE_SEARCH_PARAM, type SavedSearchPage } from '#shared/contracts/saved-searches.constants.ts';
import { paths } from '#shared/paths.ts';
import { useViewer } from '../../lib/viewer.ts';

// The dialog (its form, react-hook-form) is fetched on the first click: the search pages are near
// their entry-JavaScript budget (e2e/public/js-budget.spec.ts).
const loadDialog = () => import('./save-search-dialog.tsx');
const SaveSearchDialog = lazy(() => loadDialog().then((m) => ({ default: m.SaveSearchDialog })));

const buttonClass =
  'inline-flex min-h-11 items-center gap-2 rounded-lg border border-teal-700 bg-white px-4 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/** The page's address without the parameter that opens the dialog. */
function withoutSaveParam(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(SAVE_SEARCH_PARAM);
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

/**
 * "Salvar busca" on /anuncios and /busca (issue 36 item 1). A visitor goes to /entrar and comes
 * back to the same search with the dialog open (`?salvar=1` in the address it returns to).
 */
export function SaveSearchButton({ page, suggestedName }: { page: SavedSearchPage; suggestedName: string }) {
  const viewer = useViewer();
  const location = useLocation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const wantsDialog = new URLSearchParams(location.search).has(SAVE_SEARCH_PARAM);

  // Back from the login: open the dialog once, and drop the parameter from the address.
  useEffect(() => {
    if (!viewer || !wantsDialog) return;
    void loadDialog();
    // Opened once the address no longer carries the parameter (the search it saves is that one).
    void Promise.resolve(
      navigate(`${location.pathname}${withoutSaveParam(location.search)}`, {
        replace: true,
        preventScrollReset: true,
      }),
    ).then(() => setIsOpen(true));
  }, [viewer, wantsDialog, location.pathname, location.search, navigate]);

  if (!viewer) {
    const params = new URLSearchParams(location.search);
    params.set(SAVE_SEARCH_PARAM, '1');
    return (
      <Link
        to={paths.login.getHref({ redirect: `${location.pathname}?${params.toString()}` })}
        className={buttonClass}
      >
        <BellPlus aria-hidden="true" className="size-5" />
        Salvar busca
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={buttonClass}
        onPointerEnter={() => void loadDialog()}
        onClick={() => setIsOpen(true)}
      >
        <BellPlus aria-hidden="true" className="size-5" />
        Salvar busca
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <SaveSearchDialog
            page={page}
            query={withoutSaveParam(location.search).replace(/^\?/, '')}
            suggestedName={suggestedName}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
