/**
 * What search engines and link previews read: each route's title, description, canonical URL and
 * Open Graph tags, and on product pages schema.org Product JSON-LD, put into the head of the HTML
 * the server sends (the body is rendered by the web app's server renderer, routes.ts). Also sitemap.xml and robots.txt.
 */
import { CONDITION_LABELS, HERO, POLICY, findCategory, findSubCategory, findSubSubCategory, imageSrcSet, imageVariantUrl, type Condition, type ProductDetail } from '@shop/shared';
import type { Database } from '../../db/client';
import { firstLiveSlide } from '../content/service';
import { getProduct } from '../catalogue/service';

const SHOP = 'Tangerine Luxury';
const DEFAULT_DESCRIPTION =
  'Authenticated pre-owned luxury bags, clothing, footwear, accessories and fine jewellery from Chanel, Hermès, Louis Vuitton, Gucci and more, priced in rupees with EMI, layaway and 24-hour returns.';

/** Titles and descriptions of the routes that are not built from data. */
const PAGES: Record<string, [title: string, description: string]> = {
  '/': [`${SHOP} · Pre-owned luxury fashion in India`, DEFAULT_DESCRIPTION],
  '/shop': [`Just In · Pre-owned luxury | ${SHOP}`, 'The newest authenticated pre-owned luxury pieces: bags, clothing, shoes, accessories and fine jewellery, priced in rupees.'],
  '/sale-items': [`Sale · Limited time offers | ${SHOP}`, 'Pre-owned luxury on sale: authenticated designer bags, clothing, shoes and jewellery at reduced prices.'],
  '/contact': [`Contact us | ${SHOP}`, `Talk to our team: shop hours ${POLICY.shopHours}. Questions about an item, an order, selling or authentication.`],
  '/sell-with-us': [`Sell with us | ${SHOP}`, `Consign your luxury pieces: free pick-up across India and payment within ${POLICY.sellWithUs.payoutHours} hours of sale.`],
  '/sell-on-banner': [`Sell with us | ${SHOP}`, `Consign your luxury pieces: free pick-up across India and payment within ${POLICY.sellWithUs.payoutHours} hours of sale.`],
  '/request-product': [`Request a product | ${SHOP}`, 'Looking for a particular bag, watch or piece? Tell us and our sourcing team will find it.'],
  '/about': [`About us | ${SHOP}`, 'India’s home for authenticated pre-owned luxury fashion.'],
  '/our-founder': [`Our founder | ${SHOP}`, `The story behind ${SHOP}.`],
  '/our-mission': [`Our mission | ${SHOP}`, 'Making luxury circular: authenticated, cared for and passed on.'],
  '/authenticity': [`Authenticity guaranteed | ${SHOP}`, 'Every item is checked by our in-house experts before it is listed.'],
  '/authentication': [
    `Authentication service | ${SHOP}`,
    `Have a luxury item authenticated in ${POLICY.authentication.turnaroundHours.min}–${POLICY.authentication.turnaroundHours.max} hours, or ${POLICY.authentication.expressHours} hours express.`,
  ],
  '/product-condition-guidelines': [`Product condition guidelines | ${SHOP}`, 'What New With Tags, Pristine, Good Condition, Gently Used and Used Fairly Well mean.'],
  '/terms-and-conditions': [`Terms and conditions | ${SHOP}`, `The terms of buying and selling at ${SHOP}.`],
  '/privacy-policy': [`Privacy policy | ${SHOP}`, 'How we collect, use and protect your information.'],
  '/shipping-and-delivery': [`Shipping and delivery | ${SHOP}`, `Orders ship within ${POLICY.shipping.dispatchDays.min}–${POLICY.shipping.dispatchDays.max} days; cash on delivery across India.`],
  '/order-policy': [`Order and return policy | ${SHOP}`, `Returns within ${POLICY.returns.noticeHours} hours of delivery for store credit valid ${POLICY.returns.creditValidityMonths} months.`],
  '/why-tangerine-luxury': [`Why ${SHOP}`, 'Authenticated luxury, fair prices, layaway, EMI and easy returns.'],
  '/bio-cleaning': [`Bio cleaning | ${SHOP}`, 'Professional cleaning and restoration for luxury bags, shoes and leather goods.'],
  '/private-viewing': [`Private viewing | ${SHOP}`, 'See pieces in person in Delhi/NCR or on a free video call.'],
  '/tl-elite': [`TL Elite affiliate programme | ${SHOP}`, 'Earn by sharing the pieces you love.'],
  '/layaway': [`Layaway | ${SHOP}`, `Reserve a piece with a ${POLICY.layaway.depositPercent}% deposit and pay the balance over 2 to 5 weeks.`],
  '/buyer-faqs': [`Buyer FAQs | ${SHOP}`, 'Answers on authenticity, returns, layaway, payments and delivery.'],
  '/seller-faqs': [`Seller FAQs | ${SHOP}`, 'Answers on consigning, pick-up, pricing and payouts.'],
  '/wishlist': [`Wishlist | ${SHOP}`, DEFAULT_DESCRIPTION],
  '/login': [`Sign in | ${SHOP}`, DEFAULT_DESCRIPTION],
  '/signup': [`Create an account | ${SHOP}`, DEFAULT_DESCRIPTION],
};

/** Routes that belong to one shopper or to staff: never indexed. */
const PRIVATE = /^\/(checkout|order|order-and-return|order-details|user-details|seller|admin|add-product|forgot-password|reset-password|signup-success|unsubscribe)(\/|$)/;
const SPA_ROUTES = /^\/(404|products|product\/[^/]+|order-details\/[^/]+|admin(\/.*)?)$/;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside <script>: no way to close the tag from the data. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

export interface Head {
  status: number;
  html: string;
}

/** The back office and the screens of one shopper render in the browser; every other page is rendered on the server. */
export function isServerRendered(path: string): boolean {
  return !PRIVATE.test(path) && path !== '/wishlist';
}

/** Which page chunk each route loads (keys of Vite's manifest), so the server can preload it. */
export function pageModuleFor(path: string): string | null {
  if (path === '/') return 'src/pages/home-page.tsx';
  if (path === '/shop') return 'src/pages/shop-page.tsx';
  if (path === '/sale-items') return 'src/pages/sale-page.tsx';
  if (/^\/product\/[^/]+$/.test(path)) return 'src/pages/product-page.tsx';
  if (PAGES[path] && !['/wishlist', '/login', '/signup', '/contact', '/sell-with-us', '/sell-on-banner', '/request-product'].includes(path)) return 'src/pages/info-page.tsx';
  return null;
}

interface HeadParts {
  title: string;
  description: string;
  canonical: string | null;
  image?: string;
  type?: string;
  robots?: string;
  extra?: string;
}

function render(p: HeadParts): string {
  const tags = [
    `<title>${escapeHtml(p.title)}</title>`,
    `<meta name="description" content="${escapeHtml(p.description)}" />`,
    p.robots ? `<meta name="robots" content="${p.robots}" />` : '',
    p.canonical ? `<link rel="canonical" href="${escapeHtml(p.canonical)}" />` : '',
    `<meta property="og:site_name" content="${SHOP}" />`,
    `<meta property="og:title" content="${escapeHtml(p.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(p.description)}" />`,
    `<meta property="og:type" content="${p.type ?? 'website'}" />`,
    p.canonical ? `<meta property="og:url" content="${escapeHtml(p.canonical)}" />` : '',
    p.image ? `<meta property="og:image" content="${escapeHtml(p.image)}" />` : '',
    `<meta name="twitter:card" content="${p.image ? 'summary_large_image' : 'summary'}" />`,
    p.extra ?? '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

function firstSentence(text: string): string {
  const line = text.split('\n').find((l) => l.trim() && !/^[A-Z ]+$/.test(l.trim()) && !l.includes(':')) ?? text;
  return line.trim().slice(0, 300);
}

export function productHead(product: ProductDetail, publicUrl: string): HeadParts {
  const canonical = `${publicUrl}/product/${product._id}`;
  const images = product.images.map((u) => `${publicUrl}${imageVariantUrl(u, 'full')}`);
  const brand = product.brand?.name;
  const condition = CONDITION_LABELS[product.condition as Condition] ?? product.condition;
  const description = `${brand ? `${brand} · ` : ''}${condition} · ₹${product.effective_price.toLocaleString('en-IN')}. ${firstSentence(product.description)}`.slice(0, 300);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product._id,
    image: images,
    description: firstSentence(product.description) || product.product_name,
    ...(brand ? { brand: { '@type': 'Brand', name: brand } } : {}),
    color: product.color,
    itemCondition: product.condition === 'new_with_tags' || product.condition === 'new_without_tags' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      url: canonical,
      priceCurrency: 'INR',
      price: product.effective_price.toFixed(2),
      availability: product.sold_out || product.status !== 'active' ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
      itemCondition: product.condition === 'new_with_tags' || product.condition === 'new_without_tags' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition',
      seller: { '@type': 'Organization', name: SHOP },
    },
  };
  const first = product.images[0];
  // The gallery's first picture is the page's largest paint: fetch it with the HTML, with the same srcset and sizes.
  const preload = first
    ? `<link rel="preload" as="image" href="${escapeHtml(imageVariantUrl(first, 'full'))}" imagesrcset="${escapeHtml(imageSrcSet(first) ?? '')}" imagesizes="(min-width: 1024px) 50vw, 100vw" fetchpriority="high" />`
    : '';
  return {
    title: `${product.product_name} · ₹${product.effective_price.toLocaleString('en-IN')} | ${SHOP}`,
    description,
    canonical,
    image: images[0] ? `${publicUrl}${imageVariantUrl(product.images[0]!, 'card')}` : undefined,
    type: 'product',
    extra: [
      `<meta property="product:price:amount" content="${product.effective_price.toFixed(2)}" />`,
      `<meta property="product:price:currency" content="INR" />`,
      `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
      preload,
    ].join('\n    '),
  };
}

function shopHead(url: URL, publicUrl: string): HeadParts {
  const q = url.searchParams;
  const node = findSubSubCategory(q.get('subSubCategoryid') ?? '') ?? findSubCategory(q.get('sub_category_id') ?? '') ?? findCategory(q.get('category_id') ?? '');
  const category = findCategory(q.get('category_id') ?? '');
  const label = node ? `${category && node !== category ? `${category.name}'s ` : ''}${node.name}` : 'Just In';
  const search = q.get('search');
  // The canonical listing keeps only what changes its content: the category path and the page.
  const canonical = new URL('/shop', publicUrl);
  for (const key of ['category_id', 'sub_category_id', 'subSubCategoryid', 'page']) if (q.get(key)) canonical.searchParams.set(key, q.get(key)!);
  return {
    title: search ? `“${search.slice(0, 60)}” · Search | ${SHOP}` : `${label} · Pre-owned luxury | ${SHOP}`,
    description: `Shop authenticated pre-owned ${node ? node.name.toLowerCase() : 'luxury fashion'} from the world's great houses, priced in rupees.`,
    canonical: canonical.toString(),
    robots: search ? 'noindex, follow' : undefined,
  };
}

/** The head for a page request, and the status to send it with (404 for unknown routes and products). */
export async function headFor(
  database: Database,
  publicUrl: string,
  rawUrl: string,
  now: Date = new Date(),
  /** The product of a product page, as the page read it (undefined: read it here). */
  readProduct: (id: string) => Promise<ProductDetail | null | undefined> = async (id) => getProduct(database, id).catch(() => null),
): Promise<Head> {
  const url = new URL(rawUrl, publicUrl);
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const productMatch = /^\/product\/([^/]+)$/.exec(path);
  if (productMatch) {
    const product = await readProduct(decodeURIComponent(productMatch[1]!));
    return product ? { status: 200, html: render(productHead(product, publicUrl)) } : notFoundHead();
  }
  if (path === '/shop') return { status: 200, html: render(shopHead(url, publicUrl)) };
  const page = PAGES[path];
  if (page)
    return {
      status: 200,
      html: render({
        title: page[0],
        description: page[1],
        canonical: `${publicUrl}${path === '/' ? '/' : path}`,
        extra: path === '/' ? heroPreload(await firstLiveSlide(database.db, now)) : undefined,
      }),
    };
  if (PRIVATE.test(path) || SPA_ROUTES.test(path)) {
    return { status: path === '/404' ? 404 : 200, html: render({ title: SHOP, description: DEFAULT_DESCRIPTION, canonical: null, robots: 'noindex' }) };
  }
  return notFoundHead();
}

/** The home hero's first live picture is the page's largest paint: fetch the one this screen shows with the HTML. */
function heroPreload(slide: { image: string; phone_image: string | null } | null): string {
  if (!slide) return '';
  if (!slide.phone_image) return `<link rel="preload" as="image" href="${escapeHtml(slide.image)}" fetchpriority="high" />`;
  return [
    `<link rel="preload" as="image" href="${escapeHtml(slide.phone_image)}" media="${HERO.phoneMedia}" fetchpriority="high" />`,
    `<link rel="preload" as="image" href="${escapeHtml(slide.image)}" media="not all and ${HERO.phoneMedia}" fetchpriority="high" />`,
  ].join('\n    ');
}

export function notFoundHead(): Head {
  return { status: 404, html: render({ title: `404 - Page Not Found | ${SHOP}`, description: DEFAULT_DESCRIPTION, canonical: null, robots: 'noindex' }) };
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /add-product',
    'Disallow: /checkout',
    'Disallow: /user-details',
    // `$` ends the rule: a bare `/order` would also shut out /order-policy, a public page.
    'Disallow: /order$',
    'Disallow: /order-and-return',
    'Disallow: /order-details/',
    'Disallow: /shop?*search=',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The public pages a sitemap lists besides products. */
export const SITEMAP_PAGES = Object.keys(PAGES).filter((p) => !['/wishlist', '/login', '/signup', '/sell-on-banner'].includes(p));
