import { useController, useFormContext } from 'react-hook-form';
import { CONDITIONS, TRANSACTION_TYPES } from '#shared/constants.ts';
import { CheckboxField } from '../../../components/forms/checkbox-field.tsx';
import { SelectField } from '../../../components/forms/select-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import type { ListingFormValues } from '../listing-form-values.ts';
import { TRANSACTION_LABELS } from '../listing-preview-dialog.tsx';

/** Preço (free text), condição and the transaction types (kept in the spec's order). */
export function PriceFields() {
  const { control } = useFormContext<ListingFormValues>();
  const price = useController({ control, name: 'precoANUNCIO' });
  const condition = useController({ control, name: 'condicaoANUNCIO' });
  const transactions = useController({ control, name: 'tiposTransacaoANUNCIO' });
  const chosen = transactions.field.value;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Preço"
          maxLength={60}
          hint='Texto livre, como "R$ 150,00" ou "A combinar".'
          {...price.field}
        />
        <SelectField label="Condição" {...condition.field}>
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
              name={transactions.field.name}
              value={t}
              checked={chosen.includes(t)}
              onBlur={transactions.field.onBlur}
              onChange={(event) =>
                transactions.field.onChange(
                  event.target.checked
                    ? TRANSACTION_TYPES.filter((x) => x === t || chosen.includes(x))
                    : chosen.filter((x) => x !== t),
                )
              }
            >
              {TRANSACTION_LABELS[t]}
            </CheckboxField>
          ))}
        </div>
      </fieldset>
    </>
  );
}
