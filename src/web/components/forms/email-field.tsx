import { TextField, type TextFieldProps } from './text-field.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'inputMode' | 'label'> & {
  /** 'E-mail' unless the form says more ('E-mail do cadastro'). */
  label?: string;
};

/**
 * An e-mail address input: the phone's e-mail keyboard, no automatic capital or spell check, the
 * browser's autofill (`autoComplete` 'email', or 'username' on a login form).
 */
export function EmailField({ label = 'E-mail', autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      inputMode="email"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
