/** What other back-office screens may use of the products feature: the product form (consignment's "Create listing"). */
export { ProductForm, type ProductFormPrefill } from './components/product-form';
export type { ProductFormValues } from './product-form-values';
