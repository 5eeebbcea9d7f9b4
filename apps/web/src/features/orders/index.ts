/** The orders feature's public entry: what other features may use. */
export { InvoiceDownload } from './components/invoice-download';
