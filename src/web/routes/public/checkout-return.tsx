import { useParams, useSearchParams } from 'react-router';
import { CheckoutReturn } from '../../features/checkout/components/checkout-return.tsx';

// /checkout and /checkout/{id} (spec 2 §2): the status is asked by the browser (the buyer's
// session), so the page is the same for everyone and says nothing private before it runs.
export const meta = () => [{ title: 'Status do pagamento | NC' }, { name: 'robots', content: 'noindex' }];

const CHECKOUT_ID = /^\d{1,18}$/;
const SESSION_ID = /^[\w-]{1,40}$/;

/** A reference of the URL when it looks like one (it is shown and sent as a query value). */
const valid = (value: string | null | undefined, pattern: RegExp) =>
  value && pattern.test(value) ? value : null;

export default function CheckoutReturnRoute() {
  const params = useParams();
  const [searchParams] = useSearchParams();
  return (
    <CheckoutReturn
      checkoutId={valid(params.id ?? searchParams.get('id'), CHECKOUT_ID)}
      sessionId={valid(searchParams.get('session_id'), SESSION_ID)}
    />
  );
}
