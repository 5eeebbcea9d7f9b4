/**
 * Every static page of catalogue §2 (plus /buyer-faqs and /seller-faqs), by path: its tab title and
 * its component, loaded on first visit (one chunk per group of pages).
 */
import type { ComponentType } from 'react';
import { paths } from '@/lib/paths';

export interface ContentEntry {
  title: string;
  load: () => Promise<ComponentType>;
}

const about = () => import('./pages/about-pages');
const trust = () => import('./pages/trust-pages');
const legal = () => import('./pages/legal-pages');
const policy = () => import('./pages/policy-pages');
const services = () => import('./pages/service-pages');
const faqs = () => import('./pages/faq-pages');

export const CONTENT: Record<string, ContentEntry> = {
  [paths.about]: { title: 'About Us', load: async () => (await about()).AboutPage },
  [paths.ourFounder]: { title: 'Our Founder', load: async () => (await about()).FounderPage },
  [paths.ourMission]: { title: 'Our Mission', load: async () => (await about()).MissionPage },
  [paths.whyUs]: { title: 'Why Tangerine Luxury', load: async () => (await about()).WhyUsPage },
  [paths.authenticity]: { title: 'Authenticity', load: async () => (await trust()).AuthenticityPage },
  [paths.conditionGuidelines]: { title: 'Product Condition Guidelines', load: async () => (await trust()).ConditionGuidelinesPage },
  [paths.authentication]: { title: 'Authentication Service', load: async () => (await trust()).AuthenticationServicePage },
  [paths.terms]: { title: 'Terms and Conditions', load: async () => (await legal()).TermsPage },
  [paths.privacy]: { title: 'Privacy Policy', load: async () => (await legal()).PrivacyPage },
  [paths.shipping]: { title: 'Shipping and Delivery', load: async () => (await policy()).ShippingPage },
  [paths.orderPolicy]: { title: 'Order and Return Policy', load: async () => (await policy()).OrderPolicyPage },
  [paths.layaway]: { title: 'Layaway', load: async () => (await policy()).LayawayPage },
  [paths.bioCleaning]: { title: 'Bio Cleaning', load: async () => (await services()).BioCleaningPage },
  [paths.privateViewing]: { title: 'Private Viewing', load: async () => (await services()).PrivateViewingPage },
  [paths.tlElite]: { title: 'TL Elite', load: async () => (await services()).TlElitePage },
  [paths.buyerFaqs]: { title: 'Buyer FAQs', load: async () => (await faqs()).BuyerFaqsPage },
  [paths.sellerFaqs]: { title: 'Seller FAQs', load: async () => (await faqs()).SellerFaqsPage },
};
