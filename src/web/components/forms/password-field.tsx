import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

/**
 * A password input with a show/hide toggle (spec 1 §2 /entrar). Paste and password managers
 * work (no blocking); `autoComplete` says whether it is the current or a new password.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing' | 'leading' | 'tone'>) {
  const [isVisible, setIsVisible] = useState(false);
  const autoId = useId();
  const id = props.id ?? autoId;
  return (
    <TextField
      {...props}
      id={id}
      type={isVisible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-600 hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-700"
          aria-label={
            isVisible ? `Ocultar ${props.label.toLowerCase()}` : `Mostrar ${props.label.toLowerCase()}`
          }
          aria-pressed={isVisible}
          aria-controls={id}
          onClick={() => setIsVisible((v) => !v)}
        >
          {isVisible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}
