import { isExternal, type Banner } from './banners.ts';

/** One ad banner slot's content (spec 1 §2 Home): a linked image, lazy unless told otherwise. */
export function AdBanner({
  banner,
  label,
  isEager = false,
}: {
  banner: Banner;
  label: string;
  isEager?: boolean;
}) {
  const external = isExternal(banner.url);
  return (
    <aside aria-label={label} className="page-container">
      <p className="mb-1 text-right text-xs text-slate-600">Publicidade</p>
      <a
        href={banner.url}
        {...(external ? { target: '_blank', rel: 'sponsored noopener noreferrer' } : {})}
        className="block overflow-hidden rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <img
          src={banner.image}
          alt={banner.alt}
          width={banner.width ?? 1200}
          height={banner.height ?? 200}
          loading={isEager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-auto w-full"
        />
      </a>
    </aside>
  );
}
