import { INVOICE_STATUSES } from '#shared/contracts/checkouts.constants.ts';
import { MY_LISTING_STATUS_LABELS, type MyListingStatus } from '#shared/contracts/my-listings.constants.ts';
import { TICKET_STATUSES } from '#shared/contracts/tickets.constants.ts';
import {
  AlertsSection,
  BadgesSection,
  ButtonsSection,
  CardsSection,
  ColoursSection,
  DESIGN_SYSTEM_SECTIONS,
  DialogsSection,
  Example,
  FieldsSection,
  TypographySection,
} from '../../features/design-system/design-system-sections.tsx';
import { PageHeader } from '../../features/institutional/page-header.tsx';
import { ListingStatusBadge } from '../../features/my-listings/listing-status-badge.tsx';
import { InvoiceStatusBadge } from '../../features/panel/invoice-status.tsx';
import { TicketStatusBadge } from '../../features/tickets/ticket-status.tsx';

// For developers, not visitors: kept out of search engines (and of the sitemap, which lists its
// pages by name) and linked from no page (README, docs/ARCHITECTURE.md).
export const meta = () => [{ title: 'Design system | NC' }, { name: 'robots', content: 'noindex' }];

const badgeRow = 'flex flex-wrap gap-2';

/**
 * /design-system (spec 2 §2 "Legacy screens"): colours, type, buttons, fields, cards,
 * badges, alerts and dialogs drawn with the shared components themselves, so a change to one
 * shows here at once. Its own route chunk: no other page loads this code.
 */
export default function DesignSystem() {
  return (
    <>
      <PageHeader
        title="Design system"
        lead="Os componentes compartilhados do NC desenhados com o próprio código do site: cores, tipografia, botões, campos, cartões, selos, alertas e diálogos. Mudou um componente? Confira aqui como ele ficou."
        crumbs={[{ label: 'Início', to: '/' }, { label: 'Design system' }]}
      />
      <div className="page-container grid gap-10 py-10 lg:grid-cols-[12rem_minmax(0,1fr)]">
        <nav aria-label="Seções do design system" className="lg:sticky lg:top-6 lg:self-start">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {DESIGN_SYSTEM_SECTIONS.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium text-teal-800 ring-1 ring-slate-200 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 lg:ring-0"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 space-y-12">
          <ColoursSection />
          <TypographySection />
          <ButtonsSection />
          <FieldsSection />
          <CardsSection />
          <BadgesSection>
            <Example title="Situação do anúncio">
              <div className={badgeRow}>
                {(Object.keys(MY_LISTING_STATUS_LABELS) as MyListingStatus[]).map((status) => (
                  <ListingStatusBadge key={status} status={status} />
                ))}
              </div>
            </Example>
            <Example title="Situação da fatura">
              <div className={badgeRow}>
                {INVOICE_STATUSES.map((status) => (
                  <InvoiceStatusBadge key={status} status={status} />
                ))}
              </div>
            </Example>
            <Example title="Situação do ticket">
              <div className={badgeRow}>
                {TICKET_STATUSES.map((status) => (
                  <TicketStatusBadge key={status} status={status} />
                ))}
              </div>
            </Example>
          </BadgesSection>
          <AlertsSection />
          <DialogsSection />
        </div>
      </div>
    </>
  );
}
