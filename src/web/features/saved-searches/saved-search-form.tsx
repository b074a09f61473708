import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import {
  ALERT_FREQUENCIES,
  ALERT_FREQUENCY_LABELS,
  SAVED_SEARCH_LIMITS as L,
  SAVED_SEARCH_MESSAGES as M,
  type AlertFrequency,
} from '#shared/contracts/saved-searches.constants.ts';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formErrorFrom } from '../../lib/form-errors.ts';

export interface SavedSearchValues {
  nome: string;
  frequencia: AlertFrequency;
}

const FREQUENCY_HINTS: Record<AlertFrequency, string> = {
  imediata: 'Um e-mail quando surgirem anúncios novos, no máximo um por hora.',
  diaria: 'Um e-mail por dia com os anúncios novos, se houver.',
};

/**
 * The name and frequency of a saved search, in a dialog: "Salvar busca" on the search pages,
 * "Editar" in the panel. `onSubmit` runs the call; a refusal shows in the dialog, which stays open.
 */
export function SavedSearchForm({
  title,
  description,
  initial,
  submitLabel,
  onSubmit,
  onClose,
  failureExtra,
}: {
  title: string;
  description: ReactNode;
  initial: SavedSearchValues;
  submitLabel: string;
  onSubmit: (values: SavedSearchValues) => Promise<void>;
  onClose: () => void;
  /** Shown under a refusal (a link to the saved searches when the account is full). */
  failureExtra?: (code: string | undefined) => ReactNode;
}) {
  const [failure, setFailure] = useState<{ message: string; code?: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SavedSearchValues>({ defaultValues: initial });

  async function submit(values: SavedSearchValues) {
    setFailure(null);
    try {
      await onSubmit({ ...values, nome: values.nome.trim() });
    } catch (error) {
      const code = (error as { code?: string }).code;
      setFailure({
        message: formErrorFrom(error, {
          failed: 'Não foi possível salvar a busca agora. Tente de novo em instantes.',
          network: 'Não foi possível falar com o servidor.',
        }).message,
        code,
      });
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Dialog.Title className="text-xl font-semibold tracking-tight text-slate-900">{title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-[15px] break-words text-slate-700">
        {description}
      </Dialog.Description>
      <TextField
        {...register('nome', {
          validate: (value) => {
            const name = value.trim();
            if (name === '') return M.nameRequired;
            return name.length <= L.nameMax || M.nameTooLong;
          },
        })}
        label="Nome da busca *"
        hint="Aparece no assunto dos e-mails e em Buscas salvas."
        error={errors.nome?.message}
        maxLength={L.nameMax}
        required
        className="mt-4"
      />
      <fieldset className="mt-5">
        <legend className="text-[15px] font-semibold text-slate-900">
          Receber os anúncios novos por e-mail
        </legend>
        <div className="mt-2 grid gap-2">
          {ALERT_FREQUENCIES.map((f) => (
            <label
              key={f}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
            >
              <input
                type="radio"
                value={f}
                {...register('frequencia')}
                className="mt-1 size-4 accent-teal-700"
              />
              <span>
                <span className="block font-medium text-slate-900">{ALERT_FREQUENCY_LABELS[f]}</span>
                <span className="block text-sm text-slate-600">{FREQUENCY_HINTS[f]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {failure ? (
        <Alert tone="error" className="mt-4">
          {failure.message}
          {failureExtra?.(failure.code)}
        </Alert>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" isLoading={isSubmitting} loadingText="Salvando...">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
