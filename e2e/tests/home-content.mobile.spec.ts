/** The home page as data (issue 19) at 390 px: the same journeys as the desktop's (home-content-journeys.ts), on a phone. */
import { expect, test } from '../fixtures';
import { editHeroSlideAndSeeIt, recentlyViewedJourney, sidewaysOverflow } from './home-content-journeys';

test.skip(({ viewport }) => !viewport || viewport.width > 600, 'phone only');

test('at 390 px staff edit a hero slide in the back office and see it on the home page', async ({ page, request, consoleErrors }) => {
  await editHeroSlideAndSeeIt(page, request, 1);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});

test('at 390 px recently viewed shows the last pieces opened and follows the shopper on signing in', async ({ page, request, consoleErrors }) => {
  await recentlyViewedJourney(page, request, 'Tara');
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  expect(consoleErrors).toEqual([]);
});
