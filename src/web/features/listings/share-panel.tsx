import { Copy, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { whatsappShareLink } from './listing-detail-helpers.ts';

const itemClass =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-700';

/**
 * The panel "Compartilhar" opens where the browser has no share sheet: WhatsApp with
 * the title and the link, and "Copiar link" with a polite status. Loaded on first use.
 */
export function SharePanel({ id, title, url }: { id: string; title: string; url: string }) {
  const [status, setStatus] = useState<{ text: string; isError: boolean } | null>(null);

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setStatus({ text: 'Link copiado', isError: false });
    } catch {
      setStatus({
        text: 'Não foi possível copiar. Copie o endereço na barra do navegador.',
        isError: true,
      });
    }
  };

  return (
    <div
      id={id}
      className="absolute top-full right-0 z-20 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
    >
      <ul aria-label="Compartilhar o anúncio">
        <li>
          <a
            href={whatsappShareLink(title, url)}
            target="_blank"
            rel="noopener noreferrer"
            className={itemClass}
          >
            <MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />
            WhatsApp
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void onCopy()} className={itemClass}>
            <Copy aria-hidden="true" className="size-5 text-slate-600" />
            Copiar link
          </button>
        </li>
      </ul>
      {/* In place before any text, so screen readers announce what is written into it. */}
      <p
        role="status"
        className={`px-3 text-sm ${status?.isError ? 'text-red-700' : 'text-emerald-800'} ${status ? 'py-1' : ''}`}
      >
        {status?.text}
      </p>
    </div>
  );
}
