import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { borderClass, classes, Field, inputClass, splitFieldProps, type FieldLabelProps } from './field.tsx';

export interface TextFieldProps
  extends FieldLabelProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'children' | 'id' | 'className'> {
  ref?: Ref<HTMLInputElement>;
  /** An icon drawn inside the field, on its left (decorative: give it aria-hidden). */
  leading?: ReactNode;
  /** Something drawn inside the field, on its right (the show/hide password button). */
  trailing?: ReactNode;
  /** 'dark' for a field on a dark background (the footer). */
  tone?: 'light' | 'dark';
}

const darkInputClass =
  'h-11 w-full rounded-lg border border-slate-600 bg-slate-800 pr-3 text-base text-white placeholder:text-slate-400 focus:border-teal-400 focus:ring-2 focus:ring-teal-400/40 focus:outline-none';

/** A one-line input in a Field: label above, hint and linked error under. */
export function TextField({ leading, trailing, tone = 'light', ref, ...props }: TextFieldProps) {
  const [field, input] = splitFieldProps(props);
  const controlClass =
    tone === 'dark'
      ? classes(darkInputClass, leading ? 'pl-10' : 'pl-3')
      : classes(
          inputClass,
          borderClass(field.error),
          Boolean(leading) && 'pl-10',
          Boolean(trailing) && 'pr-14',
        );
  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          {leading ? (
            <span className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500">
              {leading}
            </span>
          ) : null}
          <input ref={ref} {...control} className={controlClass} {...input} />
          {trailing ? (
            <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>
          ) : null}
        </div>
      )}
    </Field>
  );
}
