/** The checkout feature's public entry: what other features may use. */
export { BillingFields } from './components/billing-fields';
export { useBillingForm } from './use-billing-form';
export type { BillingForm } from './use-billing-form';
