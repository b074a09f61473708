import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { Category, Subcategory } from '#shared/contracts/catalogue.contract.ts';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { CondominiumsSection } from './listing-form-sections/condominiums-section.tsx';
import { HoursSection } from './listing-form-sections/hours-section.tsx';
import { ListingFormAlerts } from './listing-form-sections/listing-form-alerts.tsx';
import { ListingFormHeader } from './listing-form-sections/listing-form-header.tsx';
import { MapVideoSection } from './listing-form-sections/map-video-section.tsx';
import { PriceFields } from './listing-form-sections/price-fields.tsx';
import { SubmitBar } from './listing-form-sections/submit-bar.tsx';
import { TextFields } from './listing-form-sections/text-fields.tsx';
import { TypeCategoryFields } from './listing-form-sections/type-category-fields.tsx';
import type { CondominiumChip } from './listing-form-values.ts';
import { PhotosSection } from './photos-section.tsx';
import type { PublishError } from './publish-errors.ts';
import { useListingDraft } from './use-listing-draft.ts';
import { FormSection } from './listing-form-sections/form-section.tsx';

/**
 * The ad form (spec 2 §2 "Ad form", §5): every field of the Ad, the photos, Salvar and Publicar.
 * The draft (values, photos, saving, publishing, leaving with unsaved changes) is
 * use-listing-draft.ts; this lays out its sections.
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
  now,
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
  /** The loader's clock (ISO): until when the ad is on the air, and whether it is renewable. */
  now: string;
}) {
  const draft = useListingDraft({ listing, condominiums, initialTipo, isFromCreated, initialError });
  const [isPhotoDialogOpen, setIsPhotoDialogOpen] = useState(false);

  function onPublish() {
    if (draft.photos.hasLocal()) setIsPhotoDialogOpen(true);
    else void draft.publish(false);
  }

  function publishAfterDialog(sendPhotos: boolean) {
    setIsPhotoDialogOpen(false);
    void draft.publish(sendPhotos);
  }

  return (
    <div className="space-y-6">
      <ListingFormHeader listing={listing} creditCount={creditCount} now={now} />
      <FormProvider {...draft.form}>
        <ListingFormAlerts formError={draft.formError} fieldCheck={draft.fieldCheck} notice={draft.notice} />

        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void draft.onSave();
          }}
          className="space-y-6"
        >
          <FormSection id="dados-titulo" title="Dados do anúncio" spacing="space-y-5">
            <TypeCategoryFields categories={categories} initialSubcategories={initialSubcategories} />
            <TextFields />
            <PriceFields />
          </FormSection>
          <CondominiumsSection />
          <HoursSection />
          <MapVideoSection />
          <PhotosSection
            photos={draft.photos.photos}
            onChange={draft.photos.setPhotos}
            onRemoveStored={draft.removeStored}
            isUploading={draft.busy === 'upload'}
            onUpload={() => void draft.onUpload()}
            canUpload={listing !== null}
          />
          <SubmitBar
            listing={listing}
            status={draft.status}
            onStatusChange={draft.setStatus}
            busy={draft.busy}
            onPublish={onPublish}
          />
        </form>
      </FormProvider>

      <ConfirmDialog
        isOpen={isPhotoDialogOpen}
        title="Há fotos que ainda não foram enviadas"
        confirmLabel="Enviar e publicar"
        onClose={() => setIsPhotoDialogOpen(false)}
        onConfirm={() => publishAfterDialog(true)}
        extraAction={
          <Button variant="secondary" onClick={() => publishAfterDialog(false)}>
            Publicar sem enviar
          </Button>
        }
      >
        Enviar as fotos escolhidas antes de publicar? Sem enviar, elas não aparecem no anúncio.
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={draft.blocker.state === 'blocked'}
        title="Sair sem salvar?"
        confirmLabel="Sair sem salvar"
        onClose={() => draft.blocker.reset?.()}
        onConfirm={() => draft.blocker.proceed?.()}
      >
        As alterações deste anúncio ainda não foram salvas e serão perdidas.
      </ConfirmDialog>
    </div>
  );
}
