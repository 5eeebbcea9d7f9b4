import { useState } from 'react';
import type { PaymentChoice, PaymentErrors, PaymentMethodsProps } from './components/payment-methods';
import { paymentErrors } from './payment-details';

/** The payment choice of a form (checkout, a layaway payment) and what is missing from it; changing the choice clears the errors. */
export function usePaymentChoice(initial: PaymentChoice) {
  const [choice, setChoice] = useState(initial);
  const [errors, setErrors] = useState<PaymentErrors>({});
  /** Shows what is missing from the choice and returns it (nothing when it is complete). */
  const validate = () => {
    const found = paymentErrors(choice);
    setErrors(found);
    return found;
  };
  const fieldProps: Pick<PaymentMethodsProps, 'value' | 'onChange' | 'errors'> = {
    value: choice,
    onChange: (next) => {
      setChoice(next);
      setErrors({});
    },
    errors,
  };
  return { choice, setChoice, validate, fieldProps };
}
