import { Download, FileArchive } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatDateTimeBr } from '#shared/contracts/account-data.constants.ts';
import type { DataExport, DataExportsResponse } from '#shared/contracts/account-data.contract.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { getDataExports, requestDataExport } from './account-data-api.ts';

/** How often the section asks again while the file is being prepared. */
const POLL_MS = 5_000;

const sizeOf = (bytes: number | null) => {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
};

/** What the latest export is: being prepared, ready (with its link and expiry), failed or expired. */
function ExportStatus({ latest }: { latest: DataExport }) {
  switch (latest.status) {
    case 'pendente':
      return (
        <Alert tone="info" title="Preparando seus dados...">
          Pedido em {formatDateTimeBr(latest.criadaEm)}. Você recebe um e-mail quando o arquivo estiver
          pronto; esta página também mostra o link assim que ficar pronto.
        </Alert>
      );
    case 'pronta':
      return (
        <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
          <p className="font-semibold">Seus dados estão prontos.</p>
          <p className="mt-1">
            Arquivo ZIP{latest.bytes !== null ? ` de ${sizeOf(latest.bytes)}` : ''}, disponível até{' '}
            {latest.expiraEm ? formatDateTimeBr(latest.expiraEm) : ''}.
          </p>
          {latest.url ? (
            <a href={latest.url} download className={buttonClass('primary', 'mt-3')}>
              <Download aria-hidden="true" className="size-5" />
              Baixar meus dados
            </a>
          ) : null}
        </div>
      );
    case 'falhou':
      return (
        <Alert tone="error" title="Não conseguimos preparar seus dados.">
          Peça de novo: um pedido que falhou não conta no limite de um por dia.
        </Alert>
      );
    case 'expirada':
      return (
        <p className="text-slate-700">
          O último arquivo, pedido em {formatDateTimeBr(latest.criadaEm)}, expirou e foi apagado.
        </p>
      );
  }
}

/**
 * "Meus dados" (issue 36 item 2, LGPD art. 18): what the copy holds, "Preparar meus dados" (one
 * a day; the server says when it can be asked again), and the latest export's status, asked
 * again every few seconds while it is being prepared.
 */
export function MyDataSection({ initial }: { initial: DataExportsResponse | null }) {
  const [state, setState] = useState(initial);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const isPending = state?.ultima?.status === 'pendente';

  useEffect(() => {
    if (!isPending) return;
    const timer = setInterval(() => {
      getDataExports(createApiClient())
        .then(setState)
        .catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [isPending]);

  async function ask() {
    setIsBusy(true);
    setNotice(null);
    try {
      const answer = await requestDataExport(createApiClient());
      setNotice({ tone: 'success', message: answer.message });
      setState(await getDataExports(createApiClient()).catch(() => state));
    } catch (error) {
      const failure = formErrorFrom(error, {
        failed: 'Não foi possível pedir seus dados agora. Tente de novo em instantes.',
        network: 'Não foi possível falar com o servidor.',
      });
      setNotice({ tone: 'error', message: failure.message });
    } finally {
      setIsBusy(false);
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  }

  return (
    <section
      id="meus-dados"
      aria-labelledby="meus-dados-titulo"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
    >
      <h2 id="meus-dados-titulo" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <FileArchive aria-hidden="true" className="size-5 text-teal-700" />
        Meus dados
      </h2>
      <p className="mt-1 text-slate-700">
        Receba uma cópia de tudo o que o NC guarda sobre você: perfil, anúncios com fotos, favoritos, buscas
        salvas, conversas, tickets e faturas. Preparamos um arquivo ZIP e avisamos por e-mail; ele fica
        disponível por 7 dias, para baixar só com você conectado. Você pode pedir uma vez por dia.
      </p>
      <div className="mt-4 space-y-4">
        {notice ? (
          <Alert ref={noticeRef} tone={notice.tone}>
            {notice.message}
          </Alert>
        ) : null}
        {state?.ultima ? <ExportStatus latest={state.ultima} /> : null}
        {state === null ? (
          <Alert tone="error">Não foi possível ver a situação dos seus dados agora.</Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant={state?.ultima?.status === 'pronta' ? 'secondary' : 'primary'}
            onClick={() => void ask()}
            isLoading={isBusy}
            loadingText="Pedindo..."
          >
            Preparar meus dados
          </Button>
          {state && !state.podePedir && state.proximoPedidoEm ? (
            <p className="text-sm text-slate-600">
              Novo pedido a partir de {formatDateTimeBr(state.proximoPedidoEm)}.
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
