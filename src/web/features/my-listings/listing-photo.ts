/** A photo of the ad form: already the ad's, chosen from "Minhas Imagens", or a file not sent yet. */
export type Photo =
  | { key: string; kind: 'stored' | 'media'; url: string; thumb: string }
  | { key: string; kind: 'local'; file: File; preview: string; progress: number | null; error?: string };

let nextKey = 0;
export const photoKey = () => `foto-${++nextKey}`;

/** What a photo is called on the page: its file's name, or its place. */
export function photoName(photo: Photo, index: number): string {
  return photo.kind === 'local' ? photo.file.name : `Imagem ${index + 1}`;
}
