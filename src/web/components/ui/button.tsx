import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

type Variant = 'primary' | 'secondary' | 'tertiary';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-teal-700 text-white shadow-sm hover:bg-teal-800 disabled:bg-teal-700/70',
  secondary: 'border border-teal-700 bg-white text-teal-800 hover:bg-teal-50 disabled:opacity-70',
  tertiary: 'text-teal-800 underline-offset-4 hover:underline disabled:opacity-70',
};

export const buttonClass = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-5 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and `loadingText`, and blocks a second click. */
  isLoading?: boolean;
  loadingText?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** Buttons of BRAND.md: primary solid teal, secondary outline, tertiary text. */
export function Button({
  variant = 'primary',
  isLoading = false,
  loadingText,
  className = '',
  disabled,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...rest}
    >
      {isLoading ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : null}
      {isLoading && loadingText ? loadingText : children}
    </button>
  );
}
