import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import { paths } from '#shared/paths.ts';
import { Copy, RefreshCw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { PixAnswer } from '../checkout-api.ts';
import { formatCountdown, useSecondsLeft } from '../use-seconds-left.ts';

export type PixView =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; answer: PixAnswer }
  | { kind: 'error'; message: string };

const COPIED = 'Código copiado';
const COPY_FAILED = 'Não foi possível copiar. Selecione o código e copie manualmente.';

/**
 * The PIX side of the payment page (spec 2 §2 "Checkout"): the QR code (the server's PNG as a
 * data URL: no QR library in the browser), the copia-e-cola code with "Copiar", the countdown to
 * the code's expiry. With no code to show, "Gerar código PIX" charges one (the buyer's action);
 * "Gerar novo PIX" once it expired or failed.
 */
export function PixPayment({
  view,
  canGenerate,
  onGenerate,
}: {
  view: PixView;
  /** A plan to charge is known (a resumed checkout without ?plano= cannot make a new code). */
  canGenerate: boolean;
  onGenerate: () => void;
}) {
  const generateButton = canGenerate ? (
    <Button
      variant={view.kind === 'ready' ? 'secondary' : 'primary'}
      isLoading={view.kind === 'loading'}
      loadingText="Gerando PIX..."
      onClick={onGenerate}
    >
      <RefreshCw aria-hidden="true" className="size-5" />
      {view.kind === 'idle' || view.kind === 'loading' ? 'Gerar código PIX' : 'Gerar novo PIX'}
    </Button>
  ) : null;

  switch (view.kind) {
    case 'error': {
      const needsDocument = view.message === M.pixNeedsDocument;
      return (
        <div className="space-y-4">
          <Alert tone="error" title={M.pixFailed}>
            <p>{view.message}</p>
            {needsDocument ? (
              <p className="mt-2">
                <Link
                  to={paths.panelSettings.getHref()}
                  className="font-semibold underline underline-offset-2"
                >
                  Ir para Configurações
                </Link>
              </p>
            ) : null}
          </Alert>
          {needsDocument ? null : generateButton}
        </div>
      );
    }
    case 'loading':
    case 'idle':
      // The button stays while the code is made, so the keyboard focus is not lost.
      return (
        <div className="space-y-4">
          <p role="status" className="text-slate-700">
            {view.kind === 'loading'
              ? 'Gerando o código PIX...'
              : canGenerate
                ? 'Gere um código PIX para pagar pelo aplicativo do seu banco.'
                : 'Acompanhe acima a confirmação do seu pagamento.'}
          </p>
          {generateButton}
        </div>
      );
    case 'ready':
      // Keyed: a new code starts its own countdown.
      return <PixCode key={view.answer.checkoutId} answer={view.answer} generateButton={generateButton} />;
  }
}

function PixCode({ answer, generateButton }: { answer: PixAnswer; generateButton: ReactNode }) {
  const secondsLeft = useSecondsLeft(answer.pix.expiresAt);
  const isExpired = secondsLeft === 0;
  const [copyMessage, setCopyMessage] = useState('');

  async function copy(payload: string) {
    setCopyMessage('');
    try {
      await navigator.clipboard.writeText(payload);
      setCopyMessage(COPIED);
    } catch {
      setCopyMessage(COPY_FAILED);
    }
  }

  return (
    <div className="grid gap-6 sm:grid-cols-[auto_1fr]">
      <img
        src={answer.pix.qrCodeImage}
        alt="QR code do PIX: aponte a câmera do aplicativo do seu banco"
        width={224}
        height={224}
        className={`mx-auto size-56 rounded-lg border border-slate-200 bg-white p-2 ${isExpired ? 'opacity-30' : ''}`}
      />
      <div className="min-w-0 space-y-4">
        <ol className="list-decimal space-y-1 pl-5 text-slate-700">
          <li>Abra o aplicativo do seu banco e escolha pagar com PIX.</li>
          <li>Leia o QR code ou cole o código abaixo.</li>
          <li>Confirme o pagamento: esta página avisa quando ele chegar.</li>
        </ol>
        <div>
          <label htmlFor="pix-copia-e-cola" className="mb-1.5 block text-[15px] font-medium text-slate-800">
            PIX copia e cola
          </label>
          <textarea
            id="pix-copia-e-cola"
            readOnly
            rows={3}
            value={answer.pix.payload}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full resize-none rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900"
          />
          <div className="mt-2 flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void copy(answer.pix.payload)} disabled={isExpired}>
              <Copy aria-hidden="true" className="size-5" />
              Copiar
            </Button>
            <p role="status" aria-live="polite" className="text-sm font-medium text-emerald-700">
              {copyMessage}
            </p>
          </div>
        </div>
        {secondsLeft === null ? null : isExpired ? (
          <div className="space-y-3">
            <p className="font-medium text-red-700">Este código PIX expirou.</p>
            {generateButton}
          </div>
        ) : (
          <p className="text-slate-700">
            O código expira em{' '}
            <span className="font-semibold text-slate-900 tabular-nums">{formatCountdown(secondsLeft)}</span>
          </p>
        )}
      </div>
    </div>
  );
}
