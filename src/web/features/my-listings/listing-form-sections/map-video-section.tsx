import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { normaliseMapUrl, type ListingFormValues } from '../listing-form-values.ts';
import { FormSection } from './form-section.tsx';

/**
 * The map and the video. On leaving the map field, a place link or a pasted <iframe> becomes the
 * embed address (and says so), and an address that cannot become one is marked at once.
 */
export function MapVideoSection() {
  const {
    control,
    setValue,
    setError,
    clearErrors,
    formState: { isSubmitted },
  } = useFormContext<ListingFormValues>();
  const map = useController({ control, name: 'mapaUrlANUNCIO' });
  const video = useController({ control, name: 'youtubeUrlANUNCIO' });
  const [isMapTurned, setIsMapTurned] = useState(false);
  return (
    <FormSection id="midia-titulo" title="Mapa e vídeo" spacing="space-y-5">
      <TextAreaField
        label="Mapa (endereço de incorporação)"
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
        {...map.field}
        error={map.fieldState.error?.message}
        onChange={(event) => {
          setIsMapTurned(false);
          map.field.onChange(event);
          // Before a save nothing checks on typing: the error the last blur set goes as it is edited.
          if (!isSubmitted) clearErrors('mapaUrlANUNCIO');
        }}
        onBlur={() => {
          map.field.onBlur();
          const checked = normaliseMapUrl(map.field.value);
          if ('url' in checked && checked.url && checked.url !== map.field.value) {
            setValue('mapaUrlANUNCIO', checked.url, { shouldDirty: true, shouldValidate: isSubmitted });
            setIsMapTurned(true);
          } else if ('error' in checked) setError('mapaUrlANUNCIO', { message: checked.error });
        }}
      />
      <TextField
        label="Vídeo (YouTube)"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        {...video.field}
        error={video.fieldState.error?.message}
      />
    </FormSection>
  );
}
