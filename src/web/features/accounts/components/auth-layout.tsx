import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';

/**
 * The frame of the account screens: one column on phones, a centred card on wider screens,
 * the heading first (it is the page's h1), then the form and the links under it.
 */
export function AuthLayout({
  icon: Icon,
  title,
  description,
  children,
  footer,
  wide = false,
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** The sign-up form has more fields: a wider card. */
  wide?: boolean;
}) {
  return (
    <div className="bg-linear-to-b from-teal-50 via-teal-50/30 to-white sm:py-12">
      <div
        className={`mx-auto w-full ${wide ? 'max-w-2xl' : 'max-w-md'} bg-white px-4 py-8 sm:rounded-2xl sm:border sm:border-slate-200 sm:px-8 sm:py-10 sm:shadow-sm`}
      >
        <div className="mb-7">
          {Icon ? (
            <span className="mb-4 grid size-12 place-items-center rounded-xl bg-teal-50 text-teal-700 ring-1 ring-teal-100">
              <Icon aria-hidden="true" className="size-6" />
            </span>
          ) : null}
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description ? <div className="mt-2 text-base text-slate-600">{description}</div> : null}
        </div>
        {children}
        {footer ? (
          <div className="mt-8 border-t border-slate-200 pt-6 text-[15px] text-slate-700">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}

/** A text link in the teal of BRAND.md, with a tap target tall enough for a thumb. */
export const textLinkClass =
  'font-semibold text-teal-700 underline-offset-4 hover:text-teal-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 rounded-sm';

/** The footer of the recovery screens. */
/** "Lembrou a senha? Entrar", keeping a plan chosen before logging in. */
export function BackToLogin({ plano = null }: { plano?: string | null }) {
  return (
    <p>
      Lembrou a senha?{' '}
      <Link to={paths.login.getHref({ plano })} className={textLinkClass}>
        Entrar
      </Link>
    </p>
  );
}
