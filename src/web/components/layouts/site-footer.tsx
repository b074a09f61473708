import { Cookie } from 'lucide-react';
import { Link } from 'react-router';
import { LISTING_TYPE_CODES } from '#shared/constants.ts';
import { paths } from '#shared/paths.ts';
import { CookiePreferencesButton } from '../consent/cookie-consent.tsx';
import { LISTING_TYPE_STYLES } from '../listing-type-style.ts';
import { Logo } from '../logo.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const COLUMNS = [
  {
    title: 'Anúncios',
    links: [
      ...LISTING_TYPE_CODES.map((tipo) => ({
        to: paths.typeLanding.getHref(tipo),
        label: LISTING_TYPE_STYLES[tipo].name,
      })),
      { to: paths.highlights.getHref(), label: 'Destaques' },
      { to: '/condominios', label: 'Condomínios' },
      { to: paths.favourites.getHref(), label: 'Favoritos' },
    ],
  },
  {
    title: 'A NC',
    links: [
      { to: paths.about.getHref(), label: 'Quem somos' },
      { to: paths.howItWorks.getHref(), label: 'Como funciona' },
      { to: paths.advertise.getHref(), label: 'Anuncie' },
      { to: paths.contact.getHref(), label: 'Contato' },
      { to: paths.help.getHref(), label: 'Ajuda' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: paths.terms.getHref(), label: 'Termos de uso' },
      { to: paths.privacy.getHref(), label: 'Privacidade' },
      { to: paths.cookies.getHref(), label: 'Cookies' },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <div className="page-container grid grid-cols-2 gap-x-6 gap-y-10 py-12 md:grid-cols-3 lg:grid-cols-[1.6fr_repeat(3,1fr)]">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <Logo inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Anúncios de vizinhos e negócios que estão perto de você. O contato e o negócio acontecem direto
            entre vocês.
          </p>
          <div className="mt-6">
            <NewsletterForm />
          </div>
        </div>
        {COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold text-white">{column.title}</h2>
            <ul className="mt-3 space-y-1">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="inline-flex min-h-9 items-center text-sm hover:text-white hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
              {column.title === 'Legal' ? (
                <li>
                  <CookiePreferencesButton className="inline-flex min-h-9 items-center gap-1.5 text-left text-sm hover:text-white hover:underline">
                    <Cookie aria-hidden="true" className="size-4" />
                    Preferências de cookies
                  </CookiePreferencesButton>
                </li>
              ) : null}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <p className="page-container py-5 text-xs text-slate-400">
          © {new Date().getFullYear()} NC. Todos os direitos reservados.
        </p>
      </div>
    </footer>
  );
}
