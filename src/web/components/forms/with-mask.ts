import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A registered input whose value is masked as the user types (CPF, CNPJ, phone). The mask is
 * applied before react-hook-form reads the value, so the form holds the masked text and the
 * contract's schema turns it into digits.
 */
export function withMask<R extends UseFormRegisterReturn<string>>(
  registration: R,
  mask: (value: string) => string,
): R {
  return {
    ...registration,
    onChange: (event: { target: { value?: unknown }; type?: unknown }) => {
      const { target } = event;
      if (typeof target.value === 'string') {
        const masked = mask(target.value);
        if (masked !== target.value) target.value = masked;
      }
      return registration.onChange(event);
    },
  };
}
