import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { borderClass, Field, inputClass, type FieldLabelProps } from './field.tsx';

export interface SelectFieldProps
  extends FieldLabelProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'id' | 'className'> {
  ref?: Ref<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A native select in a Field (the phone's own picker; a Combobox when the list is long or typed into). */
export function SelectField({
  label,
  hint,
  error,
  isLabelHidden,
  id,
  className,
  ref,
  children,
  ...select
}: SelectFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      isLabelHidden={isLabelHidden}
      id={id}
      className={className}
    >
      {(control) => (
        <select
          ref={ref}
          {...control}
          className={`${inputClass} ${borderClass(error)} disabled:cursor-not-allowed disabled:text-slate-500`}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
