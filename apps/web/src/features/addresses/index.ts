/** The addresses feature's public entry: what other features may use. */
export { SavedAddressPicker } from './components/saved-address-picker';
export { deliveryDay, usePinCodeAutofill, usePinCodeInfo } from './pincode';
