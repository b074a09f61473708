import { Send } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { MESSAGE_LIMITS } from '#shared/contracts/messages.constants.ts';
import { Field, inputClass } from '../../components/forms/field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formErrorFrom, type FormError } from '../../lib/form-errors.ts';
import { canSend, isSendShortcut } from './conversation-state.ts';

const SEND_FAILED = {
  failed: 'Não foi possível enviar a mensagem. Tente de novo.',
  network: 'Não foi possível enviar a mensagem.',
};

/**
 * The send box of an open thread: Enter makes a new line and Ctrl+Enter (⌘+Enter)
 * sends, as the hint says, so a long message is never sent by accident. "Enviar" is off while
 * the text is blank or a send is on its way; the counter shows the 2000-character limit. On an
 * error the text stays and the API's message shows under the box.
 */
export function SendBox({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [failure, setFailure] = useState<FormError | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    control: formControl,
    formState: { isSubmitting },
  } = useForm({ defaultValues: { conteudo: '' } });
  const text = useWatch({ control: formControl, name: 'conteudo' });

  const submit = handleSubmit(async ({ conteudo }) => {
    if (!canSend(conteudo)) return;
    setFailure(null);
    try {
      await onSend(conteudo.trim());
      reset();
    } catch (error) {
      setFailure(formErrorFrom(error, SEND_FAILED));
    } finally {
      // The button is disabled while sending and would drop the focus: back to the text.
      setFocus('conteudo');
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} className="border-t border-slate-200 p-3 sm:p-4">
      <Field
        label="Sua mensagem"
        hint={
          <span className="flex justify-between gap-3">
            <span>Ctrl+Enter envia; Enter quebra a linha.</span>
            <span>
              {text.length}/{MESSAGE_LIMITS.maxLength}
            </span>
          </span>
        }
      >
        {(control) => (
          <textarea
            {...control}
            {...register('conteudo')}
            rows={3}
            maxLength={MESSAGE_LIMITS.maxLength}
            onKeyDown={(event) => {
              const { key, ctrlKey, metaKey } = event;
              if (isSendShortcut({ key, ctrlKey, metaKey, isComposing: event.nativeEvent.isComposing })) {
                event.preventDefault();
                if (!isSubmitting) void submit();
              }
            }}
            className={`${inputClass} resize-y border-slate-300`}
          />
        )}
      </Field>
      {failure ? (
        <Alert tone="error" title={failure.message} className="mt-3">
          {failure.hint}
        </Alert>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={!canSend(text)} isLoading={isSubmitting} loadingText="Enviando...">
          <Send aria-hidden="true" className="size-5" />
          Enviar
        </Button>
      </div>
    </form>
  );
}
