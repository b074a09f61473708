import type { Ref, TextareaHTMLAttributes } from 'react';
import { borderClass, Field, inputClass, splitFieldProps, type FieldLabelProps } from './field.tsx';

export interface TextAreaFieldProps
  extends
    FieldLabelProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'id' | 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling: a text area in a Field. */
export function TextAreaField({ ref, ...props }: TextAreaFieldProps) {
  const [field, textArea] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={`${inputClass} min-h-40 resize-y ${borderClass(field.error)}`}
          {...textArea}
        />
      )}
    </Field>
  );
}
