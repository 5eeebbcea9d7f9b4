/** The inbox feature's public entry: what other features may use. */
export { NewsletterForm } from './components/newsletter-form';
