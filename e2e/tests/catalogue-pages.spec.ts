/**
 * Acceptance 6 (issue 4) and the static pages: the layaway table shows the four price tiers with
 * their periods and the 25% non-refundable deposit (catalogue §9); every static page has its title,
 * its text and its figures.
 */
import { expect, test } from '../fixtures';

test('the layaway page tabulates the four price tiers and the 25% deposit', async ({ page, consoleErrors }) => {
  await page.goto('/layaway');
  await expect(page).toHaveTitle(/^Layaway · Tangerine Luxury$/);
  const table = page.getByRole('table', { name: 'Layaway periods by price, with the deposit' });
  await expect(table.getByRole('columnheader')).toHaveText(['Price of the piece', 'Time to pay the balance', 'Deposit today']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(5);
  const expected = [
    ['Above ₹10,000 up to ₹25,000', '2 weeks'],
    ['Above ₹25,000 up to ₹50,000', '3 weeks'],
    ['Above ₹50,000 up to ₹1,00,000', '4 weeks'],
    ['Above ₹1,00,000', '5 weeks'],
  ];
  for (const [i, [price, weeks]] of expected.entries()) {
    const row = rows.nth(i + 1);
    await expect(row.getByRole('rowheader')).toHaveText(price!);
    await expect(row.getByRole('cell')).toHaveText([weeks!, '25% (non-refundable)']);
  }
  await expect(page.getByText('you pay a deposit of ₹10,000 today')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the static pages carry their titles, texts and the shop’s figures', async ({ page, request, consoleErrors }) => {
  const settings = (await (await request.get('/api/settings/public')).json()).data;
  const pages: [string, string, (string | RegExp)[]][] = [
    ['/about', 'About Us', [settings.businessAddress, settings.businessHours]],
    ['/our-founder', 'Our Founder', ['Building trust, one piece at a time']],
    ['/our-mission', 'Our Mission', ['Make luxury last']],
    ['/why-tangerine-luxury', 'Why Tangerine Luxury', ['100% guaranteed authentic']],
    ['/authenticity', 'Authenticity', ['within 15 days of delivery']],
    ['/product-condition-guidelines', 'Product Condition Guidelines', ['New With Tags', 'New Without Tags', 'Pristine', 'Good Condition', 'Gently Used', 'Used Fairly Well']],
    ['/terms-and-conditions', 'Terms and Conditions', ['15. Governing law and disputes', 'courts at Faridabad']],
    ['/privacy-policy', 'Privacy Policy', ['Last updated March 2025', '1 year after your last activity', 'Anyone under 18']],
    ['/shipping-and-delivery', 'Shipping and Delivery', ['7–12 days', 'Within 15 days', '20–25 days after dispatch', 'Orders leave our studio within 7–10 days']],
    ['/bio-cleaning', 'Bio Cleaning', ['plant-based']],
    ['/private-viewing', 'Private Viewing', ['₹700', 'up to 4 products', '₹100', 'Free of charge', '24–48 hours ahead']],
    ['/order-policy', 'Order and Return Policy', ['24 hours of receiving', '5 days of delivery', '6 months', 'Sale items are final sale']],
    ['/tl-elite', 'TL Elite', ['affiliate programme']],
    ['/authentication', 'Authentication Service', ['48–72 hours', 'within 24 hours']],
    ['/buyer-faqs', 'Buyer FAQs', ['Can I return a piece?', 'How does layaway work?']],
    ['/seller-faqs', 'Seller FAQs', ['When do I get paid?', 'Do I have to pay for pick-up?']],
  ];
  for (const [path, title, texts] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title.includes('Tangerine Luxury') ? title : `${title} · Tangerine Luxury`);
    const main = page.getByRole('main');
    // FAQ answers are folded: open them all before reading.
    for (const summary of await main.locator('summary').all()) await summary.click();
    for (const text of texts) await expect(main.getByText(text).first(), `${path}: ${text}`).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
