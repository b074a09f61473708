import { ChevronDown, Search, SlidersHorizontal, UserRound } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from 'react-router';
import { LISTING_TYPES } from '#shared/constants.ts';
import { MY_LISTING_STATUS_LABELS, MY_LISTING_STATUSES } from '#shared/contracts/my-listings.constants.ts';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { adminListingsHref, type AdminListingsParams } from './admin-listings-params.ts';

/** Suggests accounts for the "Anunciante" field as it is typed (the users' search, another feature). */
export type AdvertiserLoader = (typed: string) => Promise<ComboboxOption[]>;

/** How many of the filters below the tabs are in use (the queue's own status not counted). */
function activeFilters(params: AdminListingsParams, isQueue: boolean): number {
  return [params.q, isQueue ? undefined : params.status, params.tipo, params.anunciante].filter(Boolean)
    .length;
}

/**
 * The filters. Below 1024 px they sit behind "Filtros" (closed at first; the button says how
 * many are in use), so the first ad comes right after the tabs; wider, always shown.
 */
export function ListingFilters({
  params,
  isFiltering,
  isQueue,
  loadAdvertisers,
}: {
  params: AdminListingsParams;
  isFiltering: boolean;
  isQueue: boolean;
  loadAdvertisers: AdvertiserLoader;
}) {
  // Keyed by the address, so Voltar/Avançar and the tabs show the fields of the list on screen.
  const key = adminListingsHref(params);
  const active = activeFilters(params, isQueue);
  const [isOpen, setIsOpen] = useState(false);
  const formId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={formId}
        onClick={() => setIsOpen((open) => !open)}
        className="inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 bg-white px-4 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-teal-700 lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        Filtros
        {active > 0 ? <span className="text-slate-600">({active} em uso)</span> : null}
        <ChevronDown
          aria-hidden="true"
          className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      <Form
        id={formId}
        method="get"
        role="search"
        aria-label="Filtrar anúncios"
        key={key}
        className={`${isOpen ? 'mt-3 grid' : 'hidden'} gap-3 sm:grid-cols-2 lg:grid lg:grid-cols-[2fr_1fr_1fr_1.5fr_auto] lg:items-end`}
      >
        <TextField
          label="Título ou código"
          name="q"
          type="search"
          defaultValue={params.q ?? ''}
          leading={<Search aria-hidden="true" className="size-5" />}
        />
        <SelectField label="Status" name="status" defaultValue={params.status ?? ''}>
          <option value="">Todos</option>
          {MY_LISTING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {MY_LISTING_STATUS_LABELS[status].label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Tipo" name="tipo" defaultValue={params.tipo ? String(params.tipo) : ''}>
          <option value="">Todos</option>
          {Object.entries(LISTING_TYPES).map(([code, type]) => (
            <option key={code} value={code}>
              {type.name}
            </option>
          ))}
        </SelectField>
        <AdvertiserField initial={params.anunciante ?? ''} loadOptions={loadAdvertisers} />
        <Button type="submit" variant="secondary" isLoading={isFiltering} loadingText="Filtrando...">
          Filtrar
        </Button>
      </Form>
    </div>
  );
}

/**
 * "Anunciante": the advertiser's name or e-mail (or code), with suggestions of accounts as it is
 * typed; a suggestion puts its e-mail in the field. The text itself is the filter.
 */
function AdvertiserField({ initial, loadOptions }: { initial: string; loadOptions: AdvertiserLoader }) {
  const [text, setText] = useState(initial);
  return (
    <Combobox
      label="Anunciante"
      name="anunciante"
      hint="Nome ou e-mail."
      icon={<UserRound aria-hidden="true" className="size-5" />}
      text={text}
      onTextChange={setText}
      minChars={2}
      maxResults={8}
      loadOptions={loadOptions}
    />
  );
}
