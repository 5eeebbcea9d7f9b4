/** Helpers of the back-office specs (issue 7): the demo admin's session, own products and orders made through the API, test pictures. */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, expect, signIn, useSessionIn, type Shopper } from '../fixtures';

export { placeCodOrder } from '../fixtures';

/** A short random tag so parallel tests never share names. */
export function uniqueSuffix(): string {
  return randomBytes(3).toString('hex');
}

export function signInAdmin(request: APIRequestContext): Promise<Shopper> {
  return signIn(request, DEMO_ADMIN.email, DEMO_ADMIN.password, 'Asha', 'Mehra');
}

/** Opens a back-office page as the demo admin (signed in through the API, the session put in the page); returns the admin. */
export async function openAsAdmin(page: Page, request: APIRequestContext, path: string): Promise<Shopper> {
  const admin = await signInAdmin(request);
  await useSessionIn(page, admin);
  await page.goto(path);
  return admin;
}

/** A small PNG of one colour, made in the test. */
export async function testPng(colour: string, name: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 480, height: 600, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export interface CreatedProduct {
  _id: string;
  product_name: string;
  sizes: { _id: string; size: string; quantity: number }[];
  effective_price: number;
}

/** Adds a product of our own through the API (no pictures), so no other test buys or changes it. */
export async function createProduct(request: APIRequestContext, admin: Shopper, name: string, price = 1_00_000): Promise<CreatedProduct> {
  const res = await request.post('/api/product/add', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { category_id: 'women', subCategory_id: 'women-bags', product_name: name, color: 'Black', price, sizes: [{ size: 'One Size', quantity: 1 }], condition: 'pristine' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data;
}
