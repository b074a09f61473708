import { Link } from 'react-router';

export interface TabLinkItem {
  to: string;
  label: string;
  isCurrent: boolean;
}

/** A row of links to sibling lists of one page (the admin's ads, its reports); the current one marked. */
export function TabLinks({ label, tabs }: { label: string; tabs: TabLinkItem[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2 border-b border-slate-200 pb-3">
      {tabs.map((tab) => (
        <Link
          key={tab.to}
          to={tab.to}
          aria-current={tab.isCurrent ? 'page' : undefined}
          className={`inline-flex min-h-11 items-center rounded-md px-4 text-[15px] font-semibold focus-visible:outline-2 focus-visible:outline-teal-700 ${
            tab.isCurrent ? 'bg-teal-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
