/** The addresses feature's public entry: what other features may use. */
export { SavedAddressPicker } from './components/saved-address-picker';
// The PIN code lookup without the billing form (the product page loads no form library).
export { deliveryDay, usePinCodeInfo } from './pincode-info';
export { usePinCodeAutofill } from './pincode';
