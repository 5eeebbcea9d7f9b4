/**
 * The route table of both specs, shared by the browser (app/router.tsx) and the server renderer
 * (entry-server.tsx). Every page is its own chunk, loaded when first visited, so the home page ships
 * only what it needs; the server resolves the matched chunks before it renders, and the browser
 * before it hydrates.
 */
import type { ComponentType } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { paths } from '@/lib/paths';

type Loader = () => Promise<Record<string, unknown>>;
/** A lazily loaded page: the module's export named `name` is the route's component. */
function page(load: Loader, name: string) {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) };
}

/** /products is a breadcrumb link in the spec: it goes to /shop with the same query (spec README), as an HTTP redirect from the server. */
function productsRedirect({ request }: LoaderFunctionArgs) {
  return redirect(`${paths.shop}${new URL(request.url).search}`);
}

const info = page(() => import('@/pages/info-page'), 'InfoPage');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(() => import('@/pages/home-page'), 'HomePage') },
      { path: 'shop', ...page(() => import('@/pages/shop-page'), 'ShopPage') },
      { path: 'products', loader: productsRedirect },
      { path: 'sale-items', ...page(() => import('@/pages/sale-page'), 'SalePage') },
      { path: 'product/:id', ...page(() => import('@/pages/product-page'), 'ProductPage') },
      { path: 'wishlist', ...page(() => import('@/pages/wishlist-page'), 'WishlistPage') },
      { path: 'checkout', ...page(() => import('@/pages/checkout-page'), 'CheckoutPage') },
      { path: 'order', ...page(() => import('@/pages/orders-page'), 'OrdersPage') },
      { path: 'order-and-return', ...page(() => import('@/pages/orders-page'), 'OrdersPage') },
      { path: 'order-details/:orderId', ...page(() => import('@/pages/order-details-page'), 'OrderDetailsPage') },
      { path: 'login', ...page(() => import('@/pages/login-page'), 'LoginPage') },
      { path: 'signup', ...page(() => import('@/pages/signup-page'), 'SignupPage') },
      { path: 'signup-success', ...page(() => import('@/pages/signup-success-page'), 'SignupSuccessPage') },
      { path: 'forgot-password', ...page(() => import('@/pages/password-page'), 'PasswordPage') },
      { path: 'reset-password', ...page(() => import('@/pages/password-page'), 'PasswordPage') },
      { path: 'user-details', ...page(() => import('@/pages/user-details-page'), 'UserDetailsPage') },
      { path: 'contact', ...page(() => import('@/pages/contact-page'), 'ContactPage') },
      { path: 'sell-with-us', ...page(() => import('@/pages/sell-with-us-page'), 'SellWithUsPage') },
      { path: 'sell-on-banner', ...page(() => import('@/pages/sell-with-us-page'), 'SellWithUsPage') },
      { path: 'seller', ...page(() => import('@/pages/seller-page'), 'SellerPage') },
      { path: 'unsubscribe', ...page(() => import('@/pages/unsubscribe-page'), 'UnsubscribePage') },
      { path: 'request-product', ...page(() => import('@/pages/request-product-page'), 'RequestProductPage') },
      { path: 'add-product', ...page(() => import('@/pages/admin/add-product-page'), 'AddProductPage') },
      { path: 'admin/*', ...page(() => import('@/pages/admin/admin-page'), 'AdminPage') },
      ...[
        'about',
        'our-founder',
        'our-mission',
        'authenticity',
        'product-condition-guidelines',
        'terms-and-conditions',
        'privacy-policy',
        'shipping-and-delivery',
        'why-tangerine-luxury',
        'bio-cleaning',
        'private-viewing',
        'order-policy',
        'tl-elite',
        'layaway',
        'authentication',
        'buyer-faqs',
        'seller-faqs',
      ].map((path) => ({ path, ...info })),
      { path: '404', ...page(() => import('@/pages/not-found-page'), 'NotFoundPage') },
      { path: '*', ...page(() => import('@/pages/not-found-page'), 'NotFoundPage') },
    ],
  },
];
