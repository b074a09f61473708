import type { Ref, TextareaHTMLAttributes } from 'react';
import { borderClass, Field, inputClass, type FieldLabelProps } from './field.tsx';

export interface TextAreaFieldProps
  extends
    FieldLabelProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'id' | 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** TextField's multi-line sibling: a text area in a Field. */
export function TextAreaField({
  label,
  hint,
  error,
  isLabelHidden,
  id,
  className,
  ref,
  ...textArea
}: TextAreaFieldProps) {
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
        <textarea
          ref={ref}
          {...control}
          className={`${inputClass} min-h-40 resize-y ${borderClass(error)}`}
          {...textArea}
        />
      )}
    </Field>
  );
}
