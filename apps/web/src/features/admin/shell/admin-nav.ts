/** The back office's sections, in the order of the side navigation. */
export const adminPaths = {
  dashboard: '/admin',
  products: '/admin/products',
  newProduct: '/admin/products/new',
  product: (id: string) => `/admin/products/${id}`,
  brands: '/admin/brands',
  home: '/admin/home',
  import: '/admin/import',
  orders: '/admin/orders',
  order: (id: string) => `/admin/orders/${id}`,
  offers: '/admin/offers',
  returns: '/admin/returns',
  refunds: '/admin/refunds',
  inbox: '/admin/inbox',
  consignment: '/admin/consignment',
  consignmentPayouts: '/admin/consignment-payouts',
  consignmentSeller: (id: string) => `/admin/consignment-sellers/${id}`,
  consignmentSettings: '/admin/consignment-settings',
  coupons: '/admin/coupons',
  accounts: '/admin/accounts',
  outbox: '/admin/outbox',
  audit: '/admin/audit',
  settings: '/admin/settings',
} as const;

export type CountKey = 'offers' | 'returns' | 'inbox';

export interface NavItem {
  label: string;
  to: string;
  /** Whether the item is the current section for `pathname`. */
  isCurrent: (pathname: string) => boolean;
  count?: CountKey;
}

const under = (base: string) => (p: string) => p === base || p.startsWith(`${base}/`);

export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, isCurrent: (p) => p === '/admin' || p === '/admin/' },
  { label: 'Products', to: adminPaths.products, isCurrent: (p) => under(adminPaths.products)(p) && p !== adminPaths.newProduct },
  { label: 'Add Product', to: adminPaths.newProduct, isCurrent: (p) => p === adminPaths.newProduct },
  { label: 'Brands', to: adminPaths.brands, isCurrent: under(adminPaths.brands) },
  { label: 'Home Page', to: adminPaths.home, isCurrent: under(adminPaths.home) },
  { label: 'Bulk Listing', to: adminPaths.import, isCurrent: under(adminPaths.import) },
  { label: 'Orders', to: adminPaths.orders, isCurrent: under(adminPaths.orders) },
  { label: 'Offers', to: adminPaths.offers, isCurrent: under(adminPaths.offers), count: 'offers' },
  { label: 'Returns', to: adminPaths.returns, isCurrent: under(adminPaths.returns), count: 'returns' },
  { label: 'Refunds', to: adminPaths.refunds, isCurrent: under(adminPaths.refunds) },
  { label: 'Consignment', to: adminPaths.consignment, isCurrent: (p) => under(adminPaths.consignment)(p) || p.startsWith('/admin/consignment-sellers') },
  { label: 'Payouts', to: adminPaths.consignmentPayouts, isCurrent: under(adminPaths.consignmentPayouts) },
  { label: 'Consignment Settings', to: adminPaths.consignmentSettings, isCurrent: under(adminPaths.consignmentSettings) },
  { label: 'Inbox', to: adminPaths.inbox, isCurrent: under(adminPaths.inbox), count: 'inbox' },
  { label: 'Coupons', to: adminPaths.coupons, isCurrent: under(adminPaths.coupons) },
  { label: 'Accounts', to: adminPaths.accounts, isCurrent: under(adminPaths.accounts) },
  { label: 'Outbox', to: adminPaths.outbox, isCurrent: under(adminPaths.outbox) },
  { label: 'Audit Log', to: adminPaths.audit, isCurrent: under(adminPaths.audit) },
  { label: 'Settings', to: adminPaths.settings, isCurrent: under(adminPaths.settings) },
];
