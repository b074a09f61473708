import { MapPin, Mail, MessageCircle, Store } from 'lucide-react';
import { FavoriteButton } from '../../components/favorite-button.tsx';
import { ListingTypeBadge } from '../../components/listing-type-badge.tsx';
import { cutText } from '../../lib/listing-cards.ts';
import { emailLink } from './listing-detail-helpers.ts';
import { boxClass } from './listing-detail-styles.ts';
import type { ListingDetailData } from './listing-view.ts';
import { SendMessageButton } from './send-message-button.tsx';
import { ShareListingButton } from './share-listing-button.tsx';
import { sendListingEvent } from '../../lib/listing-events.ts';

const primaryActionClass =
  'mt-6 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-lg bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';
const chipClass = 'rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700';

/**
 * The box beside the gallery: type, favourite, title (the page's h1), price, place, advertiser,
 * category chips and the main way to reach the advertiser (WhatsApp, or the e-mail), then
 * "Enviar mensagem" through the site.
 */
export function ListingSummary({ listing, shareUrl }: { listing: ListingDetailData; shareUrl: string }) {
  return (
    <div className={boxClass}>
      <div className="flex items-start justify-between gap-3">
        <ListingTypeBadge tipo={listing.tipo} />
        <div className="flex items-center gap-2">
          <ShareListingButton title={listing.titulo} url={shareUrl} />
          <FavoriteButton
            size="lg"
            favorite={{
              id: listing.titulo,
              titulo: listing.titulo,
              descricao: cutText(listing.descricao),
              imagem: listing.images[0]?.thumb ?? '',
              codigo: listing.codigo,
              href: listing.canonicalPath,
            }}
          />
        </div>
      </div>
      <h1 className="mt-3 text-2xl leading-snug font-semibold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {listing.titulo}
      </h1>
      {listing.subtitulo ? <p className="mt-2 text-lg text-slate-600">{listing.subtitulo}</p> : null}
      {listing.published ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="listing-published">
          <time dateTime={listing.published.date}>{listing.published.label}</time>
        </p>
      ) : null}
      <p className="mt-5 text-3xl font-semibold tracking-tight text-slate-900" data-testid="listing-price">
        {listing.price}
      </p>
      <dl className="mt-5 space-y-3 border-t border-slate-200 pt-5 text-slate-700">
        {listing.place ? (
          <div className="flex items-center gap-2">
            <dt>
              <MapPin aria-hidden="true" className="size-5 text-slate-500" />
              <span className="sr-only">Local</span>
            </dt>
            <dd>{listing.place}</dd>
          </div>
        ) : null}
        <div className="flex items-center gap-2">
          <dt>
            <Store aria-hidden="true" className="size-5 text-slate-500" />
            <span className="sr-only">Anunciante</span>
          </dt>
          <dd>
            <span className="text-slate-600">Anunciado por </span>
            <span className="font-medium text-slate-900">{listing.anunciante}</span>
          </dd>
        </div>
      </dl>
      <ul aria-label="Categoria" className="mt-5 flex flex-wrap gap-2">
        <li className={chipClass}>{listing.categoria}</li>
        {listing.subcategoria ? <li className={chipClass}>{listing.subcategoria}</li> : null}
      </ul>
      {listing.phones[0]?.whatsapp ? (
        <a
          href={listing.phones[0].whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={primaryActionClass}
          onClick={() => sendListingEvent(listing.codigo, 'whatsapp')}
        >
          <MessageCircle aria-hidden="true" className="size-5" />
          Conversar no WhatsApp
        </a>
      ) : listing.emails[0] ? (
        // Phone hidden (ADR 008) or absent: the e-mail is the way to reach the advertiser.
        <a href={emailLink(listing.emails[0], listing.titulo)} className={primaryActionClass}>
          <Mail aria-hidden="true" className="size-5" />
          Enviar e-mail
        </a>
      ) : null}
      <SendMessageButton
        listingCode={listing.codigo}
        advertiserCode={listing.anuncianteCodigo}
        advertiserName={listing.anunciante}
        title={listing.titulo}
        listingPath={listing.canonicalPath}
      />
    </div>
  );
}
