import type { ReactNode } from 'react';

/** One card of the ad form: a titled region (its h2 names it), its fields spaced 4 or 5 apart. */
export function FormSection({
  id,
  title,
  spacing = 'space-y-4',
  children,
}: {
  /** The h2's id, which labels the region. */
  id: string;
  title: string;
  spacing?: 'space-y-4' | 'space-y-5';
  children: ReactNode;
}) {
  return (
    <section
      className={`${spacing} rounded-xl border border-slate-200 bg-white p-4 sm:p-6`}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
