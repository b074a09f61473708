import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
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
 * The send box of an open thread (issue 22): Enter makes a new line and Ctrl+Enter (⌘+Enter)
 * sends, as the hint says, so a long message is never sent by accident. "Enviar" is off while
 * the text is blank or a send is on its way; the counter shows the 2000-character limit. On an
 * error the text stays and the API's message shows under the box.
 */
export function SendBox({ onSend }: { onSend: (text: string) => Promise<void> }) {
  const [text, setText] = useState('');
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<FormError | null>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  async function submit() {
    if (!canSend(text) || isSending) return;
    setIsSending(true);
    setFailure(null);
    try {
      await onSend(text.trim());
      setText('');
    } catch (error) {
      setFailure(formErrorFrom(error, SEND_FAILED));
    } finally {
      setIsSending(false);
      // The button is disabled while sending and would drop the focus: back to the text.
      fieldRef.current?.focus();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  return (
    <form onSubmit={onSubmit} className="border-t border-slate-200 p-3 sm:p-4">
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
            ref={fieldRef}
            {...control}
            name="conteudo"
            rows={3}
            maxLength={MESSAGE_LIMITS.maxLength}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              const { key, ctrlKey, metaKey } = event;
              if (isSendShortcut({ key, ctrlKey, metaKey, isComposing: event.nativeEvent.isComposing })) {
                event.preventDefault();
                void submit();
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
        <Button type="submit" disabled={!canSend(text)} isLoading={isSending} loadingText="Enviando...">
          <Send aria-hidden="true" className="size-5" />
          Enviar
        </Button>
      </div>
    </form>
  );
}
