import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode, Ref } from 'react';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, { box: string; icon: LucideIcon; iconClass: string }> = {
  error: { box: 'border-red-200 bg-red-50 text-red-900', icon: CircleAlert, iconClass: 'text-red-700' },
  success: {
    box: 'border-emerald-200 bg-emerald-50 text-emerald-900',
    icon: CircleCheck,
    iconClass: 'text-emerald-700',
  },
  info: { box: 'border-sky-200 bg-sky-50 text-sky-950', icon: Info, iconClass: 'text-sky-700' },
};

/**
 * A message box for a whole form or page. Errors are announced at once (role="alert"), other
 * tones politely (role="status"). It takes focus when the caller passes a ref and focuses it,
 * so keyboard and screen-reader users land on what went wrong.
 */
export function Alert({
  tone,
  title,
  children,
  ref,
  className = '',
}: {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}) {
  const { box, icon: Icon, iconClass } = TONES[tone];
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-lg border px-4 py-3 text-[15px] outline-none focus-visible:outline-2 focus-visible:outline-teal-700 ${box} ${className}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-5 shrink-0 ${iconClass}`} />
      <div className="min-w-0 space-y-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}

/** A page or list whose data did not load: what failed, and that a later try may work. */
export function LoadFailedAlert({ title }: { title: string }) {
  return (
    <Alert tone="error" title={title}>
      Tente de novo em alguns instantes.
    </Alert>
  );
}
