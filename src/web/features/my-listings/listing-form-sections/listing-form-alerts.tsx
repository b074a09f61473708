import { useEffect, useRef } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { fieldSummaryMessage, type ListingFormValues } from '../listing-form-values.ts';
import type { PublishError } from '../publish-errors.ts';

/**
 * The form's banners: a failure (with where to go when it helps), else, after a save the checks
 * refused, the fields' summary as they stand now; and the success notice. Each new one takes the
 * focus, the summary on each refused save rather than on each keystroke.
 */
export function ListingFormAlerts({
  formError,
  fieldCheck,
  notice,
}: {
  formError: PublishError | null;
  fieldCheck: { isShown: boolean; tries: number };
  notice: string | null;
}) {
  const { control } = useFormContext<ListingFormValues>();
  const [tituloANUNCIO, descricaoANUNCIO, categoriaANUNCIO, tipoANUNCIO] = useWatch({
    control,
    name: ['tituloANUNCIO', 'descricaoANUNCIO', 'categoriaANUNCIO', 'tipoANUNCIO'],
  });
  const { errors } = useFormState({ control });
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (formError || notice || fieldCheck.tries > 0) alertRef.current?.focus();
  }, [formError, notice, fieldCheck.tries]);

  const fieldSummary = fieldCheck.isShown
    ? fieldSummaryMessage({ tituloANUNCIO, descricaoANUNCIO, categoriaANUNCIO, tipoANUNCIO }, errors)
    : null;
  const shownError = formError ?? (fieldSummary === null ? null : { message: fieldSummary, link: undefined });
  return (
    <>
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
    </>
  );
}
