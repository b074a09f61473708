import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { borderClass, Field, inputClass, splitFieldProps, type FieldLabelProps } from './field.tsx';

export interface SelectFieldProps
  extends FieldLabelProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'id' | 'className'> {
  ref?: Ref<HTMLSelectElement>;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A native select in a Field (the phone's own picker; a Combobox when the list is long or typed into). */
export function SelectField({ ref, children, ...props }: SelectFieldProps) {
  const [field, select] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <select
          ref={ref}
          {...control}
          className={`${inputClass} ${borderClass(field.error)} disabled:cursor-not-allowed disabled:text-slate-500`}
          {...select}
        >
          {children}
        </select>
      )}
    </Field>
  );
}
