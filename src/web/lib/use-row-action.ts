import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { formErrorFrom, type ErrorTexts } from './form-errors.ts';

/** The words of a failed row action when the server sent none. */
export const ROW_ACTION_FAILED: ErrorTexts = {
  failed: 'Não foi possível concluir a operação. Tente de novo.',
  network: 'Não foi possível falar com o servidor.',
};

export type RowActionNotice = { tone: 'success' | 'error'; message: string };

/**
 * A list's row action from the browser: the row is busy while it runs, its message (the API's,
 * or `failed`'s words) is focused so a screen reader hears it, and the loader then runs again.
 */
export function useRowAction(failed: ErrorTexts = ROW_ACTION_FAILED) {
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<RowActionNotice | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  async function run(id: number, action: () => Promise<string>) {
    setBusyId(id);
    setNotice(null);
    try {
      const message = await action();
      setNotice({ tone: 'success', message });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ tone: 'error', message: formErrorFrom(error, failed).message });
    } finally {
      setBusyId(null);
    }
  }

  return { run, busyId, notice, noticeRef };
}
