/** The consent banner's and preferences dialog's buttons. */
const base =
  'inline-flex min-h-11 items-center justify-center rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const primary = 'bg-teal-700 text-white hover:bg-teal-800';
const secondary = 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50';
/** Narrower on phones, where the banner's three buttons share one row. */
const compact = 'px-2 text-sm sm:px-5 sm:text-base';

export const primaryButton = `${base} ${primary} px-5`;
export const secondaryButton = `${base} ${secondary} px-5`;
export const bannerPrimaryButton = `${base} ${primary} ${compact}`;
export const bannerSecondaryButton = `${base} ${secondary} ${compact}`;
