import { useEffect, useRef, useState } from 'react';
import { createApiClient, type ApiClient } from '../../lib/api-client.ts';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { TOKEN_MISSING } from './account-meta.ts';

export type TokenLinkState<T> =
  { kind: 'loading' } | { kind: 'ok'; answer: T } | { kind: 'error'; error: FormError };

/**
 * A one-time link's page: spends the token once the page has hydrated (not in the server render,
 * so link scanners that fetch the e-mail's URL without running scripts do not use it up), once
 * per token, also under StrictMode's double effects. No token: an error at once.
 */
export function useTokenLink<T>(
  token: string | null,
  spend: (api: ApiClient, token: string) => Promise<T>,
  failed: string,
): TokenLinkState<T> {
  const [state, setState] = useState<TokenLinkState<T>>(() =>
    token ? { kind: 'loading' } : { kind: 'error', error: { message: TOKEN_MISSING } },
  );
  const spentToken = useRef<string | null>(null);
  useEffect(() => {
    if (!token || spentToken.current === token) return;
    spentToken.current = token;
    spend(createApiClient(), token).then(
      (answer) => setState({ kind: 'ok', answer }),
      (error: unknown) =>
        setState({ kind: 'error', error: formErrorFrom(error, { failed, network: failed }) }),
    );
  }, [token, spend, failed]);
  return state;
}
