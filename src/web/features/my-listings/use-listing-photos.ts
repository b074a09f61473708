import { useRef, useState } from 'react';
import type { MyListing } from '#shared/contracts/my-listings.contract.ts';
import { createApiClient } from '../../lib/api-client.ts';
import { removeListingImages, updateMyListing } from './my-listings-api.ts';
import { photoKey, type Photo } from './listing-photo.ts';
import { publishErrorFrom } from './publish-errors.ts';
import { uploadListingPhoto } from './upload-photo.ts';

/** The form's photos from the ad's stored images. */
function storedPhotos(listing: MyListing | null): Photo[] {
  return (listing?.imagens ?? []).map((image) => ({
    key: photoKey(),
    kind: 'stored',
    url: image.urlIMAGEM,
    thumb: image.urlThumbIMAGEM,
  }));
}

/** The addresses of the photos on the server (the ad's and those picked from "Minhas Imagens"), in order. */
const sentUrls = (photos: readonly Photo[]) => photos.flatMap((p) => (p.kind === 'local' ? [] : [p.url]));

/**
 * The ad form's photos beside its fields: the list as the user arranges it, whether it differs
 * from the ad's (files not sent, another order), and the calls that send the files, put the
 * images in the user's order and remove a stored one.
 */
export function useListingPhotos(listing: MyListing | null) {
  const [photos, setPhotosState] = useState<Photo[]>(() => storedPhotos(listing));
  const [savedOrder, setSavedOrder] = useState(() => sentUrls(storedPhotos(listing)).join('|'));
  // The uploads read the latest list between their awaits: the ref and the state change together.
  const photosRef = useRef(photos);
  const setPhotos = (change: Photo[] | ((list: Photo[]) => Photo[])) => {
    photosRef.current = typeof change === 'function' ? change(photosRef.current) : change;
    setPhotosState(photosRef.current);
  };

  const isDirty = photos.some((p) => p.kind !== 'stored') || sentUrls(photos).join('|') !== savedOrder;

  /**
   * After a save, the photos on the server are the ad's images: the ones picked from "Minhas
   * Imagens" are its own now. Files not sent yet keep their places.
   */
  function sync(answer: MyListing) {
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
    sync(await updateMyListing(createApiClient(), id, { imagensANUNCIO: sentUrls(photosRef.current) }));
    return isAllSent;
  }

  /** Removes one of the ad's stored images on the server (throws when it failed). */
  async function removeStored(listingId: number, url: string) {
    const answer = await removeListingImages(createApiClient(), listingId, [url]);
    setSavedOrder(answer.urls.join('|'));
  }

  return {
    photos,
    setPhotos,
    isDirty,
    hasLocal: () => photosRef.current.some((p) => p.kind === 'local'),
    hasUnstored: () => photosRef.current.some((p) => p.kind !== 'stored'),
    sentUrls: () => sentUrls(photosRef.current),
    sync,
    uploadPending,
    removeStored,
  };
}
