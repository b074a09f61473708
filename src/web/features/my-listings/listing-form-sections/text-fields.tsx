import { useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { CharacterCount } from '../../../components/forms/character-count.tsx';
import { TextAreaField } from '../../../components/forms/text-area-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import type { ListingFormValues } from '../listing-form-values.ts';

/** The API's limit (my-listings.contract.ts), shown as a counter under the field. */
const TITLE_MAX_LENGTH = 150;

/** Título (with its counter), subtítulo and descrição. */
export function TextFields() {
  const { control } = useFormContext<ListingFormValues>();
  const title = useController({ control, name: 'tituloANUNCIO' });
  const subtitle = useController({ control, name: 'subtituloANUNCIO' });
  const description = useController({ control, name: 'descricaoANUNCIO' });
  const [isTitleCut, setIsTitleCut] = useState(false);
  return (
    <>
      <TextField
        label="Título *"
        maxLength={TITLE_MAX_LENGTH}
        {...title.field}
        error={title.fieldState.error?.message}
        hint={<CharacterCount length={title.field.value.length} max={TITLE_MAX_LENGTH} isCut={isTitleCut} />}
        onPaste={(event) => {
          // The browser drops what passes maxLength without a word: say so.
          const field = event.currentTarget;
          const kept = field.value.length - (field.selectionEnd ?? 0) + (field.selectionStart ?? 0);
          setIsTitleCut(kept + event.clipboardData.getData('text').length > TITLE_MAX_LENGTH);
        }}
        onChange={(event) => {
          if (event.nativeEvent instanceof InputEvent && event.nativeEvent.inputType !== 'insertFromPaste')
            setIsTitleCut(false);
          title.field.onChange(event);
        }}
      />
      <TextField label="Subtítulo" maxLength={200} {...subtitle.field} />
      <TextAreaField
        label="Descrição *"
        maxLength={10_000}
        {...description.field}
        error={description.fieldState.error?.message}
      />
    </>
  );
}
