import { Search } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '../ui/button.tsx';
import { cepDigits, isCepComplete } from './cep-lookup.ts';

/*
 * The CEP look-up as every address form draws it: the field, "Buscar CEP" and the message the
 * look-up leaves (its states and texts given by the form). address-fields.tsx uses it for a
 * person's address; the condominium form around its CEP suggestions.
 */

type CepState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'found'; message: string }
  | { status: 'error'; message: string };

interface CepLookupOptions {
  /** Asks for the 8 digits and fills the form; a throw is a failed look-up. */
  run: (digits: string) => Promise<void>;
  /** Said under the field once the form is filled. */
  foundMessage: string;
  /** Said when the CEP does not have 8 digits. */
  invalidMessage: string;
  errorMessage: (error: unknown) => string;
  /**
   * Whether leaving the field again repeats a failed look-up. The settings page's does not (the
   * services may take seconds to fail; "Buscar CEP" asks again).
   */
  retriesOnBlur?: boolean;
}

/**
 * The look-up's state and its one action: `find` asks for a CEP of 8 digits (else says so), and
 * unless forced ("Buscar CEP") does not ask twice for the same one (leaving the field again).
 */
export function useCepLookup({
  run,
  foundMessage,
  invalidMessage,
  errorMessage,
  retriesOnBlur,
}: CepLookupOptions) {
  const [state, setState] = useState<CepState>({ status: 'idle' });
  const lookedUp = useRef('');
  async function find(text: string, force: boolean) {
    if (!isCepComplete(text)) {
      setState({ status: 'error', message: invalidMessage });
      return;
    }
    const digits = cepDigits(text);
    if (!force && digits === lookedUp.current) return;
    lookedUp.current = digits;
    setState({ status: 'loading' });
    try {
      await run(digits);
      setState({ status: 'found', message: foundMessage });
    } catch (error) {
      if (retriesOnBlur) lookedUp.current = '';
      setState({ status: 'error', message: errorMessage(error) });
    }
  }
  return {
    state,
    find,
    /** The CEP was edited: its last message no longer applies (a look-up under way keeps its own). */
    edited: () => setState((s) => (s.status === 'loading' ? s : { status: 'idle' })),
    reset: () => setState({ status: 'idle' }),
  };
}

type CepLookup = ReturnType<typeof useCepLookup>;

/**
 * The CEP field (given as children) with its search button and the look-up's message, read by
 * screen readers as it changes (role="status").
 */
export function CepSearch({
  lookup,
  label = 'Buscar CEP',
  onSearch,
  isHidden = false,
  isStacked = false,
  className,
  rowClassName,
  children,
}: {
  lookup: CepLookup;
  label?: string;
  onSearch: () => void;
  /** No search while the address is locked. */
  isHidden?: boolean;
  /** The button under the field on phones (a long label). */
  isStacked?: boolean;
  className?: string;
  rowClassName?: string;
  children: ReactNode;
}) {
  const { state } = lookup;
  const row = isStacked ? 'flex flex-col gap-2 sm:flex-row sm:items-start' : 'flex items-start gap-2';
  return (
    <div className={className}>
      <div className={rowClassName ? `${row} ${rowClassName}` : row}>
        {children}
        {isHidden ? null : (
          <Button
            variant="secondary"
            className={isStacked ? 'shrink-0 px-4 sm:mt-7.5' : 'mt-7.5 shrink-0 px-4'}
            isLoading={state.status === 'loading'}
            loadingText="Buscando..."
            onClick={onSearch}
          >
            <Search aria-hidden="true" className="size-5" />
            {label}
          </Button>
        )}
      </div>
      <p
        role="status"
        className={`mt-1.5 text-sm ${state.status === 'error' ? 'font-medium text-red-700' : 'text-slate-600'}`}
      >
        {state.status === 'error' || state.status === 'found' ? state.message : ''}
      </p>
    </div>
  );
}
