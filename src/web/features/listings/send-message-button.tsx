import { MessageSquareText } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { useViewer } from '../../lib/viewer.ts';

// The composer (Radix Dialog, the form, the API client) is fetched on the first click, not with
// the detail page: the page's entry JavaScript stays within its budget (e2e/public/js-budget.spec.ts).
const MessageComposerDialog = lazy(() =>
  import('./message-composer-dialog.tsx').then((m) => ({ default: m.MessageComposerDialog })),
);

const actionClass =
  'mt-3 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg border border-teal-700 bg-white px-5 font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

/**
 * "Enviar mensagem", under the WhatsApp button: a visitor goes to /entrar and comes
 * back to this listing; a logged-in user writes in a dialog that starts (or continues) the
 * conversation about this listing. Not offered on one's own listing.
 */
export function SendMessageButton({
  listingCode,
  advertiserCode,
  advertiserName,
  title,
  listingPath,
}: {
  listingCode: number;
  advertiserCode: number;
  advertiserName: string;
  title: string;
  listingPath: string;
}) {
  const viewer = useViewer();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  if (viewer?.codigo === advertiserCode) return null;
  if (!viewer) {
    return (
      <Link to={paths.login.getHref({ redirect: listingPath })} className={actionClass}>
        <MessageSquareText aria-hidden="true" className="size-5" />
        Enviar mensagem
        <span className="sr-only"> (entre na sua conta para enviar)</span>
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
        className={actionClass}
      >
        <MessageSquareText aria-hidden="true" className="size-5" />
        Enviar mensagem
      </button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MessageComposerDialog
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            listingCode={listingCode}
            advertiserName={advertiserName}
            title={title}
          />
        </Suspense>
      ) : null}
    </>
  );
}
