import { ExternalLink, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { CONTACT_HIDDEN, CONTACT_MISSING } from './listing-detail-helpers.ts';
import { boxClass, boxTitleClass } from './listing-detail-styles.ts';
import type { ListingDetailData } from './listing-view.ts';
import { sendListingEvent } from '../../lib/listing-events.ts';
import type { SocialNetwork } from '#shared/social-networks.ts';

/** The counter of the advertiser's statistics a link of the list feeds (ADR 024). */
const socialEvent = (network: SocialNetwork) =>
  network === 'whatsapp' ? 'whatsapp' : network === 'site' ? 'site' : 'redes';

/**
 * Phones and address only when the advertiser allows them; the e-mail always, so a resident can
 * still write (ADR 008).
 */
export function ListingContact({ listing }: { listing: ListingDetailData }) {
  const hasContact = listing.phones.length > 0 || listing.emails.length > 0 || listing.address;
  return (
    <section aria-labelledby="contato-titulo" className={boxClass}>
      <h2 id="contato-titulo" className={boxTitleClass}>
        Contato
      </h2>
      {hasContact ? (
        <ul className="mt-4 space-y-3 text-slate-800">
          {listing.phones.map((phone) => (
            <li key={phone.tel} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <a
                href={phone.tel}
                className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 hover:underline"
              >
                <Phone aria-hidden="true" className="size-5" />
                <span className="sr-only">Ligar para </span>
                {phone.display}
              </a>
              {phone.whatsapp ? (
                <a
                  href={phone.whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => sendListingEvent(listing.codigo, 'whatsapp')}
                  className="inline-flex min-h-11 items-center gap-2 font-medium text-teal-800 hover:underline"
                >
                  <MessageCircle aria-hidden="true" className="size-5" />
                  WhatsApp
                </a>
              ) : null}
            </li>
          ))}
          {listing.emails.map((email) => (
            <li key={email}>
              <a
                href={`mailto:${email}`}
                className="inline-flex min-h-11 items-center gap-2 font-medium break-all text-teal-800 hover:underline"
              >
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {email}
              </a>
            </li>
          ))}
          {listing.address ? (
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
              <span>
                <span className="sr-only">Endereço: </span>
                {listing.address}
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      {!listing.showContact ? (
        <p className="mt-4 text-slate-600">{CONTACT_HIDDEN}</p>
      ) : hasContact ? null : (
        <p className="mt-4 text-slate-600">{CONTACT_MISSING}</p>
      )}
      {listing.socials.length > 0 ? (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-700">Redes e links</h3>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Redes sociais">
            {listing.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  onClick={() => sendListingEvent(listing.codigo, socialEvent(social.network))}
                  className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 hover:border-teal-700 hover:text-teal-800"
                >
                  {social.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
