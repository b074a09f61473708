import type { ComponentProps } from 'react';
import { ClosedListingPage } from './closed-listing-page.tsx';
import { closedListingMeta } from './closed-listing.ts';
import { ListingDetailPage } from './listing-detail-page.tsx';
import { listingMeta } from './listing-meta.ts';

/** What the listing routes' loader answers (listing-loader.server.ts): a listing, or a closed one. */
export type LoadedListing =
  | ({ kind: 'open' } & ComponentProps<typeof ListingDetailPage>)
  | ({ kind: 'closed' } & ComponentProps<typeof ClosedListingPage>);

/** A listing's page, or a sold or ended listing's (ADR 023): the body of /anuncios/{id} and /detalhe/…. */
export function ListingOrClosedPage({ data }: { data: LoadedListing }) {
  if (data.kind === 'closed') {
    return (
      <ClosedListingPage
        closed={data.closed}
        advertiser={data.advertiser}
        moreFromAdvertiser={data.moreFromAdvertiser}
      />
    );
  }
  return (
    <ListingDetailPage
      listing={data.listing}
      sidebar={data.sidebar}
      moreFromAdvertiser={data.moreFromAdvertiser}
      publicUrl={data.publicUrl}
    />
  );
}

export const listingOrClosedMeta = (data: LoadedListing | undefined) =>
  data?.kind === 'closed' ? closedListingMeta(data.closed) : listingMeta(data);
