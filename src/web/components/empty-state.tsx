import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An icon, the spec's sentence and one helpful action (BRAND.md "Empty states"). */
export function EmptyState({
  icon: Icon = Inbox,
  message,
  action,
}: {
  icon?: LucideIcon;
  message: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-slate-500" strokeWidth={1.5} />
      <p className="text-base text-slate-700">{message}</p>
      {action}
    </div>
  );
}
