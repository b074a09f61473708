/** The detail page's white boxes (summary, hours, contact, the sidebar's categories) and their titles. */
export const boxClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';
export const boxTitleClass = 'text-lg font-semibold text-slate-900';
