/** Every route of both specs (catalogue §2, storefront §2), in one place. */
export const paths = {
  home: '/',
  shop: '/shop',
  products: '/products',
  product: (id: string) => `/product/${id}`,
  wishlist: '/wishlist',
  contact: '/contact',
  checkout: '/checkout',
  login: '/login',
  signup: '/signup',
  signupSuccess: '/signup-success',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  userDetails: '/user-details',
  order: '/order',
  orderAndReturn: '/order-and-return',
  orderDetails: (id: string) => `/order-details/${id}`,
  about: '/about',
  addProduct: '/add-product',
  ourFounder: '/our-founder',
  ourMission: '/our-mission',
  authenticity: '/authenticity',
  conditionGuidelines: '/product-condition-guidelines',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  shipping: '/shipping-and-delivery',
  whyUs: '/why-tangerine-luxury',
  bioCleaning: '/bio-cleaning',
  privateViewing: '/private-viewing',
  sellWithUs: '/sell-with-us',
  orderPolicy: '/order-policy',
  tlElite: '/tl-elite',
  layaway: '/layaway',
  authentication: '/authentication',
  requestProduct: '/request-product',
  unsubscribe: '/unsubscribe',
  sellOnBanner: '/sell-on-banner',
  saleItems: '/sale-items',
  buyerFaqs: '/buyer-faqs',
  sellerFaqs: '/seller-faqs',
  notFound: '/404',
  admin: '/admin',
} as const;

/** /shop with a query built from the given values (empty values left out). */
export function shopUrl(query: Record<string, string | number | undefined | null> = {}): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${paths.shop}?${qs}` : paths.shop;
}
