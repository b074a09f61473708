import { Building2, ChevronRight, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate, useRevalidator } from 'react-router';
import { CONDITIONS, LISTING_TYPES, TRANSACTION_TYPES, WEEKDAYS, type Weekday } from '#shared/constants.ts';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { MY_LISTINGS_MESSAGES as M, REVISION_MESSAGES } from '#shared/contracts/my-listings.constants.ts';
import { CharacterCount } from '../../components/forms/character-count.tsx';
import { CheckboxField } from '../../components/forms/checkbox-field.tsx';
import { Combobox, type ComboboxOption } from '../../components/forms/combobox.tsx';
import { SelectField } from '../../components/forms/select-field.tsx';
import { TextAreaField } from '../../components/forms/text-area-field.tsx';
import { TextField } from '../../components/forms/text-field.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { createApiClient } from '../../lib/api-client.ts';
import { findSubcategories } from '../../lib/catalogue-api.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import {
  fieldSummaryMessage,
  formValuesFrom,
  listingBodyFrom,
  missingRequired,
  normaliseMapUrl,
  WEEKDAY_LABELS,
  type CondominiumChip,
  type ListingFormValues,
} from './listing-form-values.ts';
import { TRANSACTION_LABELS } from './listing-preview-dialog.tsx';
import {
  createMyListing,
  publishMyListing,
  removeListingImages,
  searchCondominiums,
  updateMyListing,
} from './my-listings-api.ts';
import { photoKey, PhotosSection, type Photo } from './photos-section.tsx';
import { publishErrorFrom, type PublishError } from './publish-errors.ts';
import { uploadListingPhoto } from './upload-photo.ts';

const SAVE_FAILED = 'Falha ao salvar';
/** The API's limit (my-listings.contract.ts), shown as a counter under the field. */
const TITLE_MAX_LENGTH = 150;
const PHOTOS_NOT_SENT = 'Algumas fotos não foram enviadas. Veja o motivo em cada uma.';
const PHOTOS_NOT_SENT_AFTER_CREATE =
  'O anúncio foi salvo como rascunho, mas algumas fotos não foram enviadas. Veja o motivo em cada uma e salve de novo.';

/** The form's photos from the ad's stored images. */
function storedPhotos(listing: MyListing | null): Photo[] {
  return (listing?.imagens ?? []).map((image) => ({
    key: photoKey(),
    kind: 'stored',
    url: image.urlIMAGEM,
    thumb: image.urlThumbIMAGEM,
  }));
}

const sentUrls = (photos: readonly Photo[]) => photos.flatMap((p) => (p.kind === 'local' ? [] : [p.url]));

/**
 * The ad form (spec 2 §2 "Ad form", §5): every field of the Ad, the photos, Salvar and Publicar.
 * A new ad is saved as a rascunho (with its chosen photos sent) and the page moves to its edit
 * address (fromCreated: the status choice starts on publicado). Nothing typed is lost: a failed
 * save keeps the values, and leaving with unsaved changes asks first (in-app navigation and the
 * browser's own reload/close).
 */
export function ListingForm({
  listing,
  categories,
  initialSubcategories,
  condominiums,
  creditCount,
  isFromCreated,
  initialTipo,
  initialError,
}: {
  listing: MyListing | null;
  categories: Category[];
  initialSubcategories: Subcategory[];
  condominiums: CondominiumChip[];
  creditCount: number;
  isFromCreated: boolean;
  initialTipo: string;
  /** A failure handed over by the new-ad page (its Publicar created the ad, then failed). */
  initialError: PublishError | null;
}) {
  const navigate = useNavigate();
  // After a save the page's ad (status, images) is read again; the form keeps what it holds.
  const revalidator = useRevalidator();
  const initial = useMemo(
    () => formValuesFrom(listing, condominiums, initialTipo),
    [listing, condominiums, initialTipo],
  );
  const [values, setValues] = useState<ListingFormValues>(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [photos, setPhotosState] = useState<Photo[]>(() => storedPhotos(listing));
  const [savedOrder, setSavedOrder] = useState(() => sentUrls(storedPhotos(listing)).join('|'));
  // The uploads read the latest list between their awaits: the ref and the state change together.
  const photosRef = useRef(photos);
  const setPhotos = (change: Photo[] | ((list: Photo[]) => Photo[])) => {
    photosRef.current = typeof change === 'function' ? change(photosRef.current) : change;
    setPhotosState(photosRef.current);
  };
  const [subcategories, setSubcategories] = useState(initialSubcategories);
  const [status, setStatus] = useState<'publicado' | 'inativo'>(
    !isFromCreated && listing?.statusANUNCIO === 'inativo' ? 'inativo' : 'publicado',
  );
  const [errors, setErrors] = useState<Partial<Record<keyof ListingFormValues, string>>>({});
  const [formError, setFormError] = useState<PublishError | null>(initialError);
  /**
   * A save refused by the checks below: the banner then sums up the fields as they stand, so it
   * shrinks as they are filled and goes away once none is left (issue 33 item 8); `tries` moves
   * the focus to it on each refused save, not on each keystroke.
   */
  const [fieldCheck, setFieldCheck] = useState({ isShown: false, tries: 0 });
  const [isTitleCut, setIsTitleCut] = useState(false);
  const [isMapTurned, setIsMapTurned] = useState(false);
  /** The ad the new-ad page created (saved again: PATCH, never a second ad). */
  const createdId = useRef<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<'save' | 'publish' | 'upload' | null>(null);
  const [isPhotoDialogOpen, setIsPhotoDialogOpen] = useState(false);
  const [condoText, setCondoText] = useState('');
  const alertRef = useRef<HTMLDivElement>(null);
  const isLeavingOnPurpose = useRef(false);
  /** The last save left reviewed fields waiting for an admin (ADR 018). */
  const isSavedForReview = useRef(false);

  const isDirty =
    JSON.stringify(values) !== saved ||
    photos.some((p) => p.kind !== 'stored') ||
    sentUrls(photos).join('|') !== savedOrder ||
    (listing !== null && status === 'inativo' && listing.statusANUNCIO !== 'inativo');

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

  useEffect(() => {
    if (formError || notice || fieldCheck.tries > 0) alertRef.current?.focus();
  }, [formError, notice, fieldCheck.tries]);

  const set = <K extends keyof ListingFormValues>(key: K, value: ListingFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const typeCategories = categories.filter((c) => String(c.tipoCATEGORIA) === values.tipoANUNCIO);

  async function changeCategory(categoria: string) {
    setValues((v) => ({ ...v, categoriaANUNCIO: categoria, subcategoriaANUNCIO: '' }));
    setErrors((e) => ({ ...e, categoriaANUNCIO: undefined }));
    setSubcategories([]);
    if (!categoria) return;
    try {
      setSubcategories(await findSubcategories(createApiClient(), categoria));
    } catch {
      setSubcategories([]);
    }
  }

  const loadCondominiums = useCallback(async (text: string): Promise<ComboboxOption<CondominiumChip>[]> => {
    const found = await searchCondominiums(createApiClient(), text);
    return found.map((c) => ({
      value: String(c.codigoCONDOMINIO),
      label: c.nomeCONDOMINIO,
      hint: `${c.cidade.nomeCIDADE} - ${c.estado.sigla}`,
      data: { codigo: c.codigoCONDOMINIO, nome: c.nomeCONDOMINIO },
    }));
  }, []);

  /** Checks the fields; the required ones in one message (spec 2 §5), the addresses by field. */
  function validate(): { mapUrl: string | null } | null {
    const map = normaliseMapUrl(values.mapaUrlANUNCIO);
    const next: typeof errors = {};
    for (const key of missingRequired(values)) next[key] = 'Campo obrigatório.';
    if ('error' in map) next.mapaUrlANUNCIO = map.error;
    setErrors(next);
    if ('error' in map || missingRequired(values).length > 0) {
      setFieldCheck((check) => ({ isShown: true, tries: check.tries + 1 }));
      return null;
    }
    setFieldCheck((check) => ({ ...check, isShown: false }));
    return { mapUrl: map.url };
  }

  /**
   * After a save, the photos on the server are the ad's images: the ones picked from "Minhas
   * Imagens" are its own now. Files not sent yet keep their places.
   */
  function syncPhotos(answer: MyListing) {
    const stored = storedPhotos(answer);
    let next = 0;
    setPhotos((list) => {
      const merged = list.flatMap((p) => {
        if (p.kind === 'local') return [p];
        const photo = stored[next++];
        return photo ? [photo] : [];
      });
      return [...merged, ...stored.slice(next)];
    });
    setSavedOrder(sentUrls(stored).join('|'));
  }

  /** Sends the files not sent yet, one by one with their progress; the sent become stored photos. */
  async function uploadPending(id: number): Promise<boolean> {
    let isAllSent = true;
    const update = (key: string, change: (p: Photo) => Photo) =>
      setPhotos((list) => list.map((p) => (p.key === key ? change(p) : p)));
    for (const photo of photosRef.current) {
      if (photo.kind !== 'local') continue;
      update(photo.key, (p) => ({ ...p, progress: 0, error: undefined }) as Photo);
      try {
        const answer = await uploadListingPhoto(id, photo.file, (fraction) =>
          update(photo.key, (p) => (p.kind === 'local' ? { ...p, progress: fraction } : p)),
        );
        const image = answer.imagens[0];
        if (!image) throw new Error('sem imagem');
        URL.revokeObjectURL(photo.preview);
        update(photo.key, () => ({
          key: photo.key,
          kind: 'stored',
          url: image.urlIMAGEM,
          thumb: image.urlThumbIMAGEM,
        }));
      } catch (error) {
        isAllSent = false;
        const { message } = publishErrorFrom(error);
        update(photo.key, (p) => ({ ...p, progress: null, error: message }) as Photo);
      }
    }
    // Uploads are appended on the server: put them where the user placed them.
    const order = sentUrls(photosRef.current);
    syncPhotos(await updateMyListing(createApiClient(), id, { imagensANUNCIO: order }));
    return isAllSent;
  }

  /** Saves the fields (creating the ad when new); the ad's id, or null when it failed. */
  async function save(): Promise<number | null> {
    setFormError(null);
    setNotice(null);
    const checked = validate();
    if (!checked) return null;
    const body = listingBodyFrom(values, checked.mapUrl);
    const api = createApiClient();
    try {
      if (!listing) {
        const created =
          createdId.current === null
            ? await createMyListing(api, body)
            : await updateMyListing(api, createdId.current, body);
        createdId.current = created.codigoANUNCIO;
        setSaved(JSON.stringify(values));
        return created.codigoANUNCIO;
      }
      const updated = await updateMyListing(api, listing.codigoANUNCIO, {
        ...body,
        imagensANUNCIO: sentUrls(photosRef.current),
        ...(status === 'inativo' && listing.statusANUNCIO !== 'inativo' ? { statusANUNCIO: 'inativo' } : {}),
      });
      setSaved(JSON.stringify(values));
      syncPhotos(updated);
      isSavedForReview.current = updated.alteracao?.status === 'pendente';
      return updated.codigoANUNCIO;
    } catch (error) {
      const failure = publishErrorFrom(error);
      setFormError(failure.message ? failure : { message: SAVE_FAILED });
      return null;
    }
  }

  function leaveTo(to: string, state?: unknown) {
    isLeavingOnPurpose.current = true;
    void navigate(to, { state, replace: to.startsWith('/painel/anuncios/') });
  }

  async function onSave(event?: FormEvent) {
    event?.preventDefault();
    setBusy('save');
    const id = await save();
    if (id !== null && !listing) {
      // Spec 2 §2: after creation, the edit address (state fromCreated); the chosen photos first.
      if (photosRef.current.some((p) => p.kind !== 'stored')) {
        setBusy('upload');
        let isAllSent = false;
        try {
          isAllSent = await uploadPending(id);
        } catch {
          isAllSent = false;
        }
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
      const isAllSent = await uploadPending(listing.codigoANUNCIO);
      setNotice(isAllSent ? 'Fotos enviadas.' : null);
      await revalidator.revalidate();
      if (!isAllSent) setFormError({ message: PHOTOS_NOT_SENT });
    } catch (error) {
      setFormError(publishErrorFrom(error));
    }
    setBusy(null);
  }

  async function publish(sendPhotos: boolean) {
    setIsPhotoDialogOpen(false);
    setBusy('publish');
    const id = await save();
    if (id === null) {
      setBusy(null);
      return;
    }
    try {
      if (sendPhotos) {
        setBusy('upload');
        const isAllSent = await uploadPending(id);
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

  function onPublish() {
    if (photos.some((p) => p.kind === 'local')) setIsPhotoDialogOpen(true);
    else void publish(false);
  }

  async function removeStored(url: string): Promise<boolean> {
    if (!listing) return true;
    try {
      const answer = await removeListingImages(createApiClient(), listing.codigoANUNCIO, [url]);
      setSavedOrder(answer.urls.join('|'));
      return true;
    } catch (error) {
      setFormError(publishErrorFrom(error));
      return false;
    }
  }

  const setHours = (day: Weekday, change: Partial<ListingFormValues['horariosANUNCIO'][Weekday]>) =>
    set('horariosANUNCIO', {
      ...values.horariosANUNCIO,
      [day]: { ...values.horariosANUNCIO[day], ...change },
    });

  const isBusy = busy !== null;
  const fieldSummary = fieldCheck.isShown ? fieldSummaryMessage(values) : null;
  const shownError = formError ?? (fieldSummary === null ? null : { message: fieldSummary, link: undefined });
  const isPublished = listing?.statusANUNCIO === 'publicado' || listing?.statusANUNCIO === 'pendente';

  return (
    <div className="space-y-6">
      <nav aria-label="Trilha de navegação">
        <ol className="flex flex-wrap items-center gap-1 text-[15px] text-slate-600">
          <li>
            <Link to="/painel" className="underline-offset-4 hover:underline">
              Minha Conta
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li>
            <Link to="/painel/anuncios" className="underline-offset-4 hover:underline">
              Meus Anúncios
            </Link>
          </li>
          <ChevronRight aria-hidden="true" className="size-4" />
          <li aria-current="page" className="font-medium text-slate-900">
            {listing ? 'Editar' : 'Novo'}
          </li>
        </ol>
      </nav>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        {listing ? 'Editar anúncio' : 'Novo anúncio'}
      </h1>

      <RevisionNotice revision={listing?.alteracao ?? null} />
      {creditCount === 0 ? (
        <Alert tone="info" title="Você não tem créditos para publicar.">
          Salve o anúncio como rascunho e{' '}
          <Link to={M.plansPath} className="font-semibold underline underline-offset-4">
            contrate um plano
          </Link>{' '}
          para publicá-lo.
        </Alert>
      ) : null}
      {shownError ? (
        <Alert ref={alertRef} tone="error" title={shownError.message}>
          {shownError.link ? (
            <Link to={shownError.link.to} className="font-semibold underline underline-offset-4">
              {shownError.link.label}
            </Link>
          ) : null}
        </Alert>
      ) : null}
      {notice ? (
        <Alert ref={alertRef} tone="success">
          {notice}
        </Alert>
      ) : null}

      <form noValidate onSubmit={(event) => void onSave(event)} className="space-y-6">
        <section
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-labelledby="dados-titulo"
        >
          <h2 id="dados-titulo" className="text-xl font-semibold text-slate-900">
            Dados do anúncio
          </h2>
          <div className="grid gap-5 sm:grid-cols-3">
            <SelectField
              label="Tipo *"
              name="tipoANUNCIO"
              value={values.tipoANUNCIO}
              error={errors.tipoANUNCIO}
              onChange={(event) => {
                setValues((v) => ({
                  ...v,
                  tipoANUNCIO: event.target.value,
                  categoriaANUNCIO: '',
                  subcategoriaANUNCIO: '',
                }));
                setErrors((e) => ({ ...e, tipoANUNCIO: undefined }));
                setSubcategories([]);
              }}
            >
              <option value="">Escolha o tipo</option>
              {Object.entries(LISTING_TYPES).map(([code, type]) => (
                <option key={code} value={code}>
                  {type.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Categoria *"
              name="categoriaANUNCIO"
              value={values.categoriaANUNCIO}
              error={errors.categoriaANUNCIO}
              disabled={!values.tipoANUNCIO}
              hint={values.tipoANUNCIO ? undefined : 'Escolha o tipo primeiro.'}
              onChange={(event) => void changeCategory(event.target.value)}
            >
              <option value="">Escolha a categoria</option>
              {typeCategories.map((c) => (
                <option key={c.codigoCATEGORIA} value={c.codigoCATEGORIA}>
                  {c.nomeCATEGORIA}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Subcategoria"
              name="subcategoriaANUNCIO"
              value={values.subcategoriaANUNCIO}
              disabled={!values.categoriaANUNCIO || subcategories.length === 0}
              onChange={(event) => set('subcategoriaANUNCIO', event.target.value)}
            >
              <option value="">{subcategories.length === 0 ? 'Nenhuma' : 'Escolha a subcategoria'}</option>
              {subcategories.map((s) => (
                <option key={s.codigoSUBCATEGORIA} value={s.codigoSUBCATEGORIA}>
                  {s.nomeSUBCATEGORIA}
                </option>
              ))}
            </SelectField>
          </div>
          <TextField
            label="Título *"
            name="tituloANUNCIO"
            maxLength={TITLE_MAX_LENGTH}
            value={values.tituloANUNCIO}
            error={errors.tituloANUNCIO}
            hint={
              <CharacterCount
                length={values.tituloANUNCIO.length}
                max={TITLE_MAX_LENGTH}
                isCut={isTitleCut}
              />
            }
            onPaste={(event) => {
              // The browser drops what passes maxLength without a word: say so (issue 33 item 8).
              const field = event.currentTarget;
              const kept = field.value.length - (field.selectionEnd ?? 0) + (field.selectionStart ?? 0);
              setIsTitleCut(kept + event.clipboardData.getData('text').length > TITLE_MAX_LENGTH);
            }}
            onChange={(event) => {
              if (
                event.nativeEvent instanceof InputEvent &&
                event.nativeEvent.inputType !== 'insertFromPaste'
              )
                setIsTitleCut(false);
              set('tituloANUNCIO', event.target.value);
            }}
          />
          <TextField
            label="Subtítulo"
            name="subtituloANUNCIO"
            maxLength={200}
            value={values.subtituloANUNCIO}
            onChange={(event) => set('subtituloANUNCIO', event.target.value)}
          />
          <TextAreaField
            label="Descrição *"
            name="descricaoANUNCIO"
            maxLength={10_000}
            value={values.descricaoANUNCIO}
            error={errors.descricaoANUNCIO}
            onChange={(event) => set('descricaoANUNCIO', event.target.value)}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Preço"
              name="precoANUNCIO"
              maxLength={60}
              hint='Texto livre, como "R$ 150,00" ou "A combinar".'
              value={values.precoANUNCIO}
              onChange={(event) => set('precoANUNCIO', event.target.value)}
            />
            <SelectField
              label="Condição"
              name="condicaoANUNCIO"
              value={values.condicaoANUNCIO}
              onChange={(event) => set('condicaoANUNCIO', event.target.value)}
            >
              <option value="">Não se aplica</option>
              {CONDITIONS.map((c) => (
                <option key={c} value={c}>
                  {c === 'novo' ? 'Novo' : 'Seminovo'}
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset>
            <legend className="mb-2 text-[15px] font-medium text-slate-800">Tipos de transação</legend>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {TRANSACTION_TYPES.map((t) => (
                <CheckboxField
                  key={t}
                  name="tiposTransacaoANUNCIO"
                  value={t}
                  checked={values.tiposTransacaoANUNCIO.includes(t)}
                  onChange={(event) =>
                    set(
                      'tiposTransacaoANUNCIO',
                      event.target.checked
                        ? TRANSACTION_TYPES.filter((x) => x === t || values.tiposTransacaoANUNCIO.includes(x))
                        : values.tiposTransacaoANUNCIO.filter((x) => x !== t),
                    )
                  }
                >
                  {TRANSACTION_LABELS[t]}
                </CheckboxField>
              ))}
            </div>
          </fieldset>
        </section>

        <section
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-labelledby="condominios-titulo"
        >
          <h2 id="condominios-titulo" className="text-xl font-semibold text-slate-900">
            Condomínios
          </h2>
          {values.condominios.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label="Condomínios do anúncio">
              {values.condominios.map((c) => (
                <li
                  key={c.codigo}
                  className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-[15px] text-teal-900 ring-1 ring-teal-700/30"
                >
                  {c.nome}
                  <button
                    type="button"
                    aria-label={`Remover ${c.nome}`}
                    onClick={() =>
                      set(
                        'condominios',
                        values.condominios.filter((x) => x.codigo !== c.codigo),
                      )
                    }
                    className="grid size-9 place-items-center rounded-full hover:bg-teal-100 focus-visible:outline-2 focus-visible:outline-teal-700"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-[15px] text-slate-600">Nenhum condomínio escolhido.</p>
          )}
          <Combobox<CondominiumChip>
            label="Buscar condomínio"
            name="condominio-busca"
            hint="Digite ao menos 2 letras do nome."
            icon={<Building2 aria-hidden="true" className="size-5" />}
            text={condoText}
            onTextChange={setCondoText}
            minChars={2}
            maxResults={8}
            loadOptions={loadCondominiums}
            onSelect={(option) => {
              const chip = option.data;
              if (chip && !values.condominios.some((c) => c.codigo === chip.codigo)) {
                set('condominios', [...values.condominios, chip]);
              }
              setCondoText('');
            }}
          />
        </section>

        <section
          className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-labelledby="horarios-titulo"
        >
          <h2 id="horarios-titulo" className="text-xl font-semibold text-slate-900">
            Horários de atendimento
          </h2>
          <ul className="divide-y divide-slate-200">
            {WEEKDAYS.map((day) => {
              const hours = values.horariosANUNCIO[day];
              return (
                <li key={day} className="flex flex-wrap items-center gap-3 py-2">
                  <CheckboxField
                    className="w-44"
                    checked={hours.aberto}
                    onChange={(event) => setHours(day, { aberto: event.target.checked })}
                  >
                    {WEEKDAY_LABELS[day]}
                  </CheckboxField>
                  {hours.aberto ? (
                    <div className="flex items-center gap-2">
                      <TextField
                        label={`${WEEKDAY_LABELS[day]}: abre às`}
                        isLabelHidden
                        type="time"
                        value={hours.das}
                        onChange={(event) => setHours(day, { das: event.target.value })}
                      />
                      <span aria-hidden="true">às</span>
                      <TextField
                        label={`${WEEKDAY_LABELS[day]}: fecha às`}
                        isLabelHidden
                        type="time"
                        value={hours.as}
                        onChange={(event) => setHours(day, { as: event.target.value })}
                      />
                    </div>
                  ) : (
                    <span className="text-[15px] text-slate-600">Fechado</span>
                  )}
                </li>
              );
            })}
          </ul>
        </section>

        <section
          className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
          aria-labelledby="midia-titulo"
        >
          <h2 id="midia-titulo" className="text-xl font-semibold text-slate-900">
            Mapa e vídeo
          </h2>
          <TextAreaField
            label="Mapa (endereço de incorporação)"
            name="mapaUrlANUNCIO"
            rows={2}
            className="[&_textarea]:min-h-20"
            hint={
              <>
                Cole o link do lugar no Google Maps ou, em Compartilhar &gt; Incorporar um mapa, o código
                &lt;iframe&gt;.{' '}
                <span role="status">
                  {isMapTurned ? 'Link convertido no endereço de incorporação do mapa.' : null}
                </span>
              </>
            }
            value={values.mapaUrlANUNCIO}
            error={errors.mapaUrlANUNCIO}
            onChange={(event) => {
              setIsMapTurned(false);
              set('mapaUrlANUNCIO', event.target.value);
            }}
            onBlur={() => {
              const map = normaliseMapUrl(values.mapaUrlANUNCIO);
              if ('url' in map && map.url && map.url !== values.mapaUrlANUNCIO) {
                set('mapaUrlANUNCIO', map.url);
                setIsMapTurned(true);
              } else if ('error' in map) setErrors((e) => ({ ...e, mapaUrlANUNCIO: map.error }));
            }}
          />
          <TextField
            label="Vídeo (YouTube)"
            name="youtubeUrlANUNCIO"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            value={values.youtubeUrlANUNCIO}
            onChange={(event) => set('youtubeUrlANUNCIO', event.target.value)}
          />
        </section>

        <PhotosSection
          photos={photos}
          onChange={setPhotos}
          onRemoveStored={removeStored}
          isUploading={busy === 'upload'}
          onUpload={() => void onUpload()}
          canUpload={listing !== null}
        />

        {listing ? (
          <SelectField
            label="Situação"
            name="statusANUNCIO"
            className="max-w-xs"
            value={status}
            hint={
              status === 'publicado' && !isPublished
                ? 'Use Publicar para enviar o anúncio (usa um crédito).'
                : undefined
            }
            onChange={(event) => setStatus(event.target.value === 'inativo' ? 'inativo' : 'publicado')}
          >
            <option value="publicado">Publicado</option>
            <option value="inativo">Inativo</option>
          </SelectField>
        ) : null}

        {listing?.edicaoComAnalise ? (
          <p id="aviso-analise" className="text-[15px] text-slate-700">
            {REVISION_MESSAGES.beforeSave}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button
            type="submit"
            variant="secondary"
            isLoading={busy === 'save'}
            loadingText="Salvando..."
            disabled={isBusy}
            aria-describedby={listing?.edicaoComAnalise ? 'aviso-analise' : undefined}
          >
            {listing ? 'Salvar' : 'Salvar rascunho'}
          </Button>
          {!isPublished ? (
            <Button
              onClick={onPublish}
              isLoading={busy === 'publish' || (busy === 'upload' && !listing)}
              loadingText={busy === 'upload' ? 'Enviando fotos...' : 'Publicando...'}
              disabled={isBusy}
            >
              Publicar
            </Button>
          ) : null}
        </div>
      </form>

      <ConfirmDialog
        isOpen={isPhotoDialogOpen}
        title="Há fotos que ainda não foram enviadas"
        confirmLabel="Enviar e publicar"
        onClose={() => setIsPhotoDialogOpen(false)}
        onConfirm={() => void publish(true)}
        extraAction={
          <Button variant="secondary" onClick={() => void publish(false)}>
            Publicar sem enviar
          </Button>
        }
      >
        Enviar as fotos escolhidas antes de publicar? Sem enviar, elas não aparecem no anúncio.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={blocker.state === 'blocked'}
        title="Sair sem salvar?"
        confirmLabel="Sair sem salvar"
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
      >
        As alterações deste anúncio ainda não foram salvas e serão perdidas.
      </ConfirmDialog>
    </div>
  );
}

/** Where the ad's latest edit under review stands (ADR 018): waiting, or refused with the reason. */
function RevisionNotice({ revision }: { revision: MyListing['alteracao'] }) {
  if (!revision) return null;
  if (revision.status === 'pendente') {
    return (
      <Alert tone="info" title={REVISION_MESSAGES.pending}>
        {REVISION_MESSAGES.pendingNotice}
      </Alert>
    );
  }
  return (
    <Alert tone="info" title={REVISION_MESSAGES.rejected}>
      {REVISION_MESSAGES.rejectedNotice}
      {revision.motivo ? ` Motivo: ${revision.motivo}` : null}
    </Alert>
  );
}
