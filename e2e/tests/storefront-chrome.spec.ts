/** The shared chrome (issue 3, storefront §2, §4): mega menus by mouse and keyboard, footer links, header on scroll. */
import { expect, test } from '../fixtures';

test.describe('shared chrome', () => {
  test('mega menus open on hover and from the keyboard, with titled sections, links and a picture carousel', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const women = nav.getByRole('button', { name: 'Women' });
    await women.hover();
    await expect(women).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'All Bags' })).toHaveAttribute('href', '/shop?category_id=women&sub_category_id=women-bags&subcategoryName=All+Bags');
    await expect(nav.getByRole('link', { name: 'Tote', exact: true })).toHaveAttribute(
      'href',
      '/shop?subSubCategoryid=women-bags-tote-bags&category_id=women&sub_category_id=women-bags&subSubcategoryName=Tote+Bags',
    );
    const carousel = nav.getByRole('region', { name: 'New in Women' });
    await expect(carousel.getByRole('img').first()).toHaveAttribute('alt', /.+/);
    await expect(carousel.getByRole('button', { name: 'Next picture' })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Show picture 1' })).toHaveAttribute('aria-current', 'true');
    await carousel.getByRole('button', { name: 'Next picture' }).click();
    await expect(carousel.getByRole('button', { name: 'Show picture 2' })).toHaveAttribute('aria-current', 'true');

    await page.mouse.move(700, 700);
    await expect(women).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter opens, Escape closes and returns focus.
    const services = nav.getByRole('button', { name: 'Our Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['Authentication', '/authentication'],
      ['Bio Cleaning', '/bio-cleaning'],
      ['Private Viewing', '/private-viewing'],
      ['Request a Product', '/request-product'],
    ] as const) {
      await expect(nav.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  test('the header shows Sign In, counts and the ₹ top bar, and its shadow deepens after 50 px', async ({ page }) => {
    await page.goto('/contact');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Wishlist (0)' })).toHaveAttribute('href', '/wishlist');
    await expect(header.getByRole('button', { name: 'Cart (0)' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Region' }).getByRole('link', { name: 'India (current region)' })).toBeVisible();
    await expect(page.getByText('₹', { exact: true }).first()).toBeVisible();
    for (const [label, href] of [
      ['Home', '/'],
      ['Just In', '/shop'],
      ['SALE', '/sale-items'],
      ['Sell With Us', '/sell-with-us'],
      ['Contact', '/contact'],
    ] as const) {
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header).not.toHaveAttribute('data-scrolled');
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  test('the footer links every page of the spec, Track My Order, the shop details and hours', async ({ page }) => {
    await page.goto('/contact');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Layaway' })).toBeVisible();
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of [
      '/about',
      '/our-founder',
      '/our-mission',
      '/why-tangerine-luxury',
      '/authentication',
      '/product-condition-guidelines',
      '/terms-and-conditions',
      '/order-policy',
      '/privacy-policy',
      '/shipping-and-delivery',
      '/contact',
      '/login',
      '/wishlist',
      '/buyer-faqs',
      '/seller-faqs',
      '/sell-with-us',
      '/tl-elite',
      '/layaway',
    ]) {
      expect(hrefs, path).toContain(path);
    }
    const track = footer.getByRole('link', { name: /Track My Order/ });
    await expect(track).toHaveAttribute('href', /^https:\/\//);
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(footer).toContainText('11:00 AM - 7:00 PM');
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /^\+?[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
    // A link once the back office sets the network's page, a "coming soon" button until then.
    const socials = footer.getByRole('list', { name: 'Social media' });
    for (const name of ['Facebook', 'Instagram', 'Twitter', 'Youtube']) await expect(socials.getByLabel(new RegExp(`^${name} \\(`))).toBeVisible();
  });
});
