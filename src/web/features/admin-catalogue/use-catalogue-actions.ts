import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorFrom } from '../../lib/form-errors.ts';
import { useFocusWhen } from '../../lib/use-focus-when.ts';

/** The page's message after an action; an error may offer a way out (Desativar after a 409). */
export interface Notice {
  tone: 'success' | 'error';
  message: string;
  hint?: string | undefined;
  offer?: { label: string; onClick: () => void } | undefined;
}

const FAILED = 'Não foi possível concluir a operação. Tente de novo.';
const NETWORK = 'Não foi possível falar com o servidor.';

/** The message of a failed call: the server's own text when it sent one (spec 2 §8). */
export function actionError(error: unknown): Notice {
  const { message, hint } = formErrorFrom(error, { failed: FAILED, network: NETWORK });
  return { tone: 'error', message, hint };
}

/**
 * The catalogue pages' writes: one at a time per row (`busyKey`), the result in a message that
 * takes the focus, and the page's data loaded again afterwards so the list shows the truth.
 */
export function useCatalogueActions() {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const noticeRef = useFocusWhen<HTMLDivElement>(notice);

  /**
   * Runs `action` (which answers the success message); a failure becomes the notice, or what
   * `onError` makes of it (null when the caller shows it elsewhere: under a field). True when it
   * succeeded.
   */
  async function run(
    key: string,
    action: () => Promise<string>,
    onError: (error: unknown) => Notice | null = actionError,
  ): Promise<boolean> {
    setBusyKey(key);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ tone: 'success', message });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setNotice(onError(error));
      return false;
    } finally {
      setBusyKey(null);
    }
  }

  return { notice, noticeRef, busyKey, run };
}
