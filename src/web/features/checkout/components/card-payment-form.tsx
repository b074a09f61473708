import { CHECKOUT_MESSAGES as M } from '#shared/contracts/checkouts.constants.ts';
import {
  cardFormErrors,
  maskCardNumber,
  maskCvv,
  maskExpiry,
  maskPostalCode,
  maskState,
  toTokenizeBody,
  type CardField,
  type CardFormValues,
} from '#shared/lib/card.ts';
import { maskCnpj, maskCpf, maskPhone, onlyDigits } from '#shared/lib/masks.ts';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { EmailField } from '../../../components/forms/email-field.tsx';
import { TextField } from '../../../components/forms/text-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { createApiClient } from '../../../lib/api-client.ts';
import { useFocusWhen } from '../../../lib/use-focus-when.ts';
import { withMask } from '../../../components/forms/with-mask.ts';
import { payWithCard, tokenizeCard } from '../checkout-api.ts';
import { paymentErrorMessage } from '../payment-errors.ts';

export const EMPTY_CARD_FORM: CardFormValues = {
  holderName: '',
  number: '',
  expiry: '',
  cvv: '',
  email: '',
  document: '',
  phone: '',
  postalCode: '',
  addressNumber: '',
  state: '',
};

const MASKS: Partial<Record<CardField, (value: string) => string>> = {
  number: maskCardNumber,
  expiry: maskExpiry,
  cvv: maskCvv,
  // A CNPJ is shown as one, so its refusal (CPF only for cards) reads clearly.
  document: (value) => (onlyDigits(value).length > 11 ? maskCnpj(value) : maskCpf(value)),
  phone: maskPhone,
  postalCode: maskPostalCode,
  state: maskState,
};

/** The whole card checked at once (shared/lib/card.ts), as the API checks it. */
const cardResolver: Resolver<CardFormValues> = (values) => {
  const found = Object.entries(cardFormErrors(values)) as [CardField, string][];
  if (found.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message }])),
  };
};

/**
 * The card form of spec 2 §2/§5: every field with its mask, each error shown once the field was
 * left (blur), the submit disabled while anything is invalid. Sending tokenizes the card (the
 * number and CVV go to the API once, never stored or logged) and charges the token; the
 * checkout id goes to the page, which then follows its status.
 */
export function CardPaymentForm({
  planoSlug,
  anuncioId,
  initial,
  onCheckout,
}: {
  planoSlug: string;
  /** The ad this payment renews (issue 35), sent with the charge. */
  anuncioId?: number;
  initial: CardFormValues;
  onCheckout: (checkoutId: number) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const alertRef = useFocusWhen<HTMLDivElement>(failure);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isValid, isSubmitting },
  } = useForm<CardFormValues>({ defaultValues: initial, mode: 'onTouched', resolver: cardResolver });

  function field(name: CardField) {
    const registration = register(name);
    const mask = MASKS[name];
    return { ...(mask ? withMask(registration, mask) : registration), error: errors[name]?.message };
  }

  async function submit(values: CardFormValues) {
    setFailure(null);
    try {
      const api = createApiClient();
      const { cardToken } = await tokenizeCard(api, toTokenizeBody(values));
      const answer = await payWithCard(api, planoSlug, cardToken, anuncioId);
      // The number and CVV are not kept once sent.
      resetField('number', { defaultValue: '' });
      resetField('cvv', { defaultValue: '' });
      onCheckout(answer.checkoutId);
    } catch (error) {
      setFailure(paymentErrorMessage(error));
    }
  }

  return (
    <form
      noValidate
      aria-label="Pagamento com cartão de crédito"
      onSubmit={(event) => void handleSubmit(submit)(event)}
      className="space-y-5"
    >
      {failure ? (
        <Alert ref={alertRef} tone="error" title={M.cardFailed}>
          {failure}
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Nome do titular (como no cartão)"
          autoComplete="cc-name"
          maxLength={150}
          className="sm:col-span-2"
          {...field('holderName')}
        />
        <TextField
          label="Número do cartão"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="0000 0000 0000 0000"
          className="sm:col-span-2"
          {...field('number')}
        />
        <TextField
          label="Validade"
          autoComplete="cc-exp"
          inputMode="numeric"
          placeholder="MM/AA"
          {...field('expiry')}
        />
        <TextField
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          hint="Os 3 ou 4 números no verso do cartão."
          {...field('cvv')}
        />
        <EmailField maxLength={254} {...field('email')} />
        <TextField
          label="CPF do titular"
          inputMode="numeric"
          placeholder="000.000.000-00"
          maxLength={18}
          {...field('document')}
        />
        <TextField
          label="Telefone com DDD"
          type="tel"
          autoComplete="tel-national"
          placeholder="(11) 98765-4321"
          {...field('phone')}
        />
        <TextField
          label="CEP"
          autoComplete="postal-code"
          inputMode="numeric"
          placeholder="00000-000"
          {...field('postalCode')}
        />
        <TextField label="Número do endereço" maxLength={20} {...field('addressNumber')} />
        <TextField
          label="Estado (UF)"
          autoComplete="address-level1"
          placeholder="SP"
          autoCapitalize="characters"
          {...field('state')}
        />
      </div>
      <div className="space-y-2">
        <Button
          type="submit"
          disabled={!isValid}
          isLoading={isSubmitting}
          loadingText="Processando..."
          className="w-full sm:w-auto"
        >
          <CreditCard aria-hidden="true" className="size-5" />
          Pagar com cartão
        </Button>
        <p role="status" aria-live="polite" className="text-sm text-slate-600">
          {isSubmitting
            ? M.processingCard
            : isValid
              ? ''
              : 'Preencha todos os campos corretamente para pagar.'}
        </p>
      </div>
    </form>
  );
}
