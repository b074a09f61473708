import { UserRoundPen } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { profileIncompleteMessage } from '#shared/lib/profile-completeness.ts';
import { paths } from '#shared/paths.ts';
import { buttonClass } from '../../components/ui/button.tsx';
import { ModalDialog } from '../../components/ui/modal-dialog.tsx';
import { PROFILE_CHECK_REDIRECT_MS } from './profile-check.ts';

/**
 * The blocking modal of spec 2 §4 "Profile completeness": an ANUNCIANTE with missing required
 * data reads "Finalize seu cadastro para continuar. Campos faltantes: ..." and is taken to
 * /painel/configuracoes after 1.2 s. It cannot be dismissed (Esc and the backdrop do nothing);
 * focus is trapped in it and its text is the dialog's description, so it is read on opening.
 */
export function ProfileCheckModal({ missing }: { missing: readonly string[] }) {
  const navigate = useNavigate();
  const settings = paths.panelSettings.getHref();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(settings), PROFILE_CHECK_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, settings]);
  return (
    <ModalDialog
      isOpen
      onClose={() => {}}
      hasDescription
      className="fixed top-1/2 left-1/2 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-800">
          <UserRoundPen aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Complete seu cadastro</Dialog.Title>
          <Dialog.Description className="mt-2 text-[15px] text-slate-700">
            {profileIncompleteMessage(missing)}
          </Dialog.Description>
          <p className="mt-2 text-sm text-slate-600" aria-live="polite">
            Levando você às configurações...
          </p>
        </div>
      </div>
      <div className="mt-5 flex justify-end">
        <Link to={settings} className={buttonClass('primary')}>
          Ir para Configurações
        </Link>
      </div>
    </ModalDialog>
  );
}
