import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useBlocker, useNavigate, useRevalidator } from 'react-router';
import type { MyListing, MyListingBody } from '#shared/contracts/my-listings.contract.ts';
import { REVISION_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { applyFieldErrors } from '../../lib/field-errors.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { formValuesFrom, type CondominiumChip, type ListingFormValues } from './listing-form-values.ts';
import { createMyListing, publishMyListing, updateMyListing } from './my-listings-api.ts';
import { publishErrorFrom, type PublishError } from './publish-errors.ts';
import { useListingPhotos } from './use-listing-photos.ts';

const SAVE_FAILED = 'Falha ao salvar';
const PHOTOS_NOT_SENT = 'Algumas fotos não foram enviadas. Veja o motivo em cada uma.';
const PHOTOS_NOT_SENT_AFTER_CREATE =
  'O anúncio foi salvo como rascunho, mas algumas fotos não foram enviadas. Veja o motivo em cada uma e salve de novo.';

/** The fields a 400 of the API may name, put under their inputs. */
const BODY_FIELDS = [
  'tipoANUNCIO',
  'categoriaANUNCIO',
  'subcategoriaANUNCIO',
  'tituloANUNCIO',
  'subtituloANUNCIO',
  'descricaoANUNCIO',
  'precoANUNCIO',
  'condicaoANUNCIO',
  'tiposTransacaoANUNCIO',
  'horariosANUNCIO',
  'mapaUrlANUNCIO',
  'youtubeUrlANUNCIO',
] as const;

/**
 * The check (listing-form-check.ts, over the API's schema), loaded on the first save: zod and the
 * contract stay out of the form's first load, as on the contact form.
 */
const listingFormResolver = lazyResolver<ListingFormValues, unknown, MyListingBody>(() =>
  import('./listing-form-check.ts').then(({ checkListingForm }) => checkListingForm),
);

export type Busy = 'save' | 'publish' | 'upload' | null;

/**
 * The ad form's draft (spec 2 §2 "Ad form", §5): its fields (react-hook-form, checked by the API's
 * schema), photos and status; whether anything is unsaved (leaving then asks first, in-app and on
 * the browser's own reload/close); and Salvar, Publicar and the photos' upload. A new ad is
 * saved as a rascunho (with its chosen photos sent) and the page moves to its edit address
 * (fromCreated: the status choice starts on publicado). A failed save keeps the values.
 */
export function useListingDraft({
  listing,
  condominiums,
  initialTipo,
  isFromCreated,
  initialError,
}: {
  listing: MyListing | null;
  condominiums: CondominiumChip[];
  initialTipo: string;
  isFromCreated: boolean;
  initialError: PublishError | null;
}) {
  const navigate = useNavigate();
  // After a save the page's ad (status, images) is read again; the form keeps what it holds.
  const revalidator = useRevalidator();
  const form = useForm<ListingFormValues, unknown, MyListingBody>({
    defaultValues: formValuesFrom(listing, condominiums, initialTipo),
    resolver: listingFormResolver,
    // A refused save focuses the banner that sums the fields up, not the first field.
    shouldFocusError: false,
  });
  const photos = useListingPhotos(listing);
  const [status, setStatus] = useState<'publicado' | 'inativo'>(
    !isFromCreated && listing?.statusANUNCIO === 'inativo' ? 'inativo' : 'publicado',
  );
  const [formError, setFormError] = useState<PublishError | null>(initialError);
  /**
   * A save refused by the checks: the banner then sums up the fields as they stand, so it shrinks
   * as they are filled and goes away once none is left; `tries` moves the focus to it on each
   * refused save, not on each keystroke.
   */
  const [fieldCheck, setFieldCheck] = useState({ isShown: false, tries: 0 });
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  /** The ad the new-ad page created (saved again: PATCH, never a second ad). */
  const createdId = useRef<number | null>(null);
  const isLeavingOnPurpose = useRef(false);
  /** The last save left reviewed fields waiting for an admin (ADR 018). */
  const isSavedForReview = useRef(false);

  const isInactivating = listing !== null && status === 'inativo' && listing.statusANUNCIO !== 'inativo';
  const isDirty = form.formState.isDirty || photos.isDirty || isInactivating;

  // Spec: unsaved changes are not lost on an accidental navigation.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  /** Sends the checked body (creating the ad when new); the ad's id, or null when it failed. */
  async function send(body: MyListingBody): Promise<number | null> {
    const values = form.getValues();
    const api = createApiClient();
    try {
      let answer: MyListing;
      if (!listing) {
        answer =
          createdId.current === null
            ? await createMyListing(api, body)
            : await updateMyListing(api, createdId.current, body);
        createdId.current = answer.codigoANUNCIO;
      } else {
        answer = await updateMyListing(api, listing.codigoANUNCIO, {
          ...body,
          imagensANUNCIO: photos.sentUrls(),
          ...(isInactivating ? { statusANUNCIO: 'inativo' } : {}),
        });
        photos.sync(answer);
        isSavedForReview.current = answer.alteracao?.status === 'pendente';
      }
      // What was sent is now the saved state the form compares with.
      form.reset(values, { keepValues: true });
      return answer.codigoANUNCIO;
    } catch (error) {
      const failure = publishErrorFrom(error);
      setFormError(failure.message ? failure : { message: SAVE_FAILED });
      applyFieldErrors(error, BODY_FIELDS, form.setError);
      return null;
    }
  }

  /** Checks the fields and saves them; the ad's id, or null when refused or failed. */
  async function save(): Promise<number | null> {
    setFormError(null);
    setNotice(null);
    let id: number | null = null;
    try {
      await form.handleSubmit(
        async (body) => {
          setFieldCheck((check) => ({ ...check, isShown: false }));
          id = await send(body);
        },
        () => setFieldCheck((check) => ({ isShown: true, tries: check.tries + 1 })),
      )();
    } catch (error) {
      // The check could not be loaded (the connection dropped): nothing was sent.
      setFormError(publishErrorFrom(error));
    }
    return id;
  }

  function leaveTo(to: string, state?: unknown) {
    isLeavingOnPurpose.current = true;
    void navigate(to, { state, replace: to.startsWith('/painel/anuncios/') });
  }

  async function onSave() {
    setBusy('save');
    const id = await save();
    if (id !== null && !listing) {
      // Spec 2 §2: after creation, the edit address (state fromCreated); the chosen photos first.
      if (photos.hasUnstored()) {
        setBusy('upload');
        const isAllSent = await photos.uploadPending(id).catch(() => false);
        if (!isAllSent) {
          // The ad exists (saving again updates it): stay, so the photos picked are not lost.
          setFormError({ message: PHOTOS_NOT_SENT_AFTER_CREATE });
          setBusy(null);
          return;
        }
      }
      leaveTo(`/painel/anuncios/${id}/editar`, { fromCreated: true });
      return;
    }
    if (id !== null) {
      setNotice(isSavedForReview.current ? REVISION_MESSAGES.savedForReview : 'Alterações salvas.');
      await revalidator.revalidate();
    }
    setBusy(null);
  }

  async function onUpload() {
    if (!listing) return;
    setBusy('upload');
    setFormError(null);
    try {
      const isAllSent = await photos.uploadPending(listing.codigoANUNCIO);
      setNotice(isAllSent ? 'Fotos enviadas.' : null);
      await revalidator.revalidate();
      if (!isAllSent) setFormError({ message: PHOTOS_NOT_SENT });
    } catch (error) {
      setFormError(publishErrorFrom(error));
    }
    setBusy(null);
  }

  /** Saves, sends the chosen files when asked to, then publishes and goes back to the list. */
  async function publish(sendPhotos: boolean) {
    setBusy('publish');
    const id = await save();
    if (id === null) {
      setBusy(null);
      return;
    }
    try {
      if (sendPhotos) {
        setBusy('upload');
        const isAllSent = await photos.uploadPending(id);
        if (!isAllSent) {
          setFormError({ message: PHOTOS_NOT_SENT });
          setBusy(null);
          return;
        }
        setBusy('publish');
      }
      const published = await publishMyListing(createApiClient(), id);
      const message =
        published.statusANUNCIO === 'publicado' ? 'Anúncio publicado.' : 'Anúncio enviado para moderação.';
      leaveTo('/painel/anuncios', { notice: { tone: 'success', message } });
    } catch (error) {
      const failure = publishErrorFrom(error);
      // The ad exists now: carry on from its edit page, which shows why it was not published.
      if (!listing) leaveTo(`/painel/anuncios/${id}/editar`, { fromCreated: true, error: failure });
      setFormError(failure);
      setBusy(null);
    }
  }

  /** Removes one of the ad's stored images; false (the reason in the banner) when it failed. */
  async function removeStored(url: string): Promise<boolean> {
    if (!listing) return true;
    try {
      await photos.removeStored(listing.codigoANUNCIO, url);
      return true;
    } catch (error) {
      setFormError(publishErrorFrom(error));
      return false;
    }
  }

  return {
    form,
    photos,
    status,
    setStatus,
    formError,
    fieldCheck,
    notice,
    busy,
    blocker,
    onSave,
    onUpload,
    publish,
    removeStored,
  };
}
