import type { PaymentMethodChoice } from '../payment-query.ts';

const METHODS: { value: PaymentMethodChoice; label: string }[] = [
  { value: 'pix', label: 'PIX' },
  { value: 'card', label: 'Cartão de crédito' },
];

/**
 * PIX or card, as two segments of one radio group (spec 2 §2 "Checkout"). Choosing one only
 * shows its form: a PIX is charged by its own button, never by reaching this radio (ADR 011).
 */
export function PaymentMethodRadios({
  method,
  onChoose,
}: {
  method: PaymentMethodChoice;
  onChoose: (method: PaymentMethodChoice) => void;
}) {
  return (
    <fieldset className="mb-6">
      <legend className="mb-2 text-[15px] font-medium text-slate-800">Forma de pagamento</legend>
      <div className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-1">
        {METHODS.map(({ value, label }) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-md px-3 text-base font-semibold text-slate-700 has-checked:bg-white has-checked:text-teal-800 has-checked:shadow-sm has-focus-visible:outline-2 has-focus-visible:outline-teal-700"
          >
            <input
              type="radio"
              name="forma-de-pagamento"
              value={value}
              checked={method === value}
              onChange={() => onChoose(value)}
              className="sr-only"
            />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
