import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './field.tsx';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  children: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label on the right and a large tap target. */
export function CheckboxField({ children, error, id, className, ref, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-erro` : undefined;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-teal-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
          {...input}
        />
        <label htmlFor={inputId} className="text-[15px] text-slate-700">
          {children}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
