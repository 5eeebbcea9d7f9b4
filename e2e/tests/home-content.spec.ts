/** The home page as data (issue 19) on the desktop; the journeys are in home-content-journeys.ts, the phone's in home-content.mobile.spec.ts. */
import { test } from '../fixtures';
import { editHeroSlideAndSeeIt, recentlyViewedJourney } from './home-content-journeys';

test('staff edit a hero slide in the back office and see it on the home page', async ({ page, request }) => {
  await editHeroSlideAndSeeIt(page, request, 0);
});

test('recently viewed shows the last pieces opened, on the home page and the product page, and follows the shopper on signing in', async ({ page, request }) => {
  await recentlyViewedJourney(page, request, 'Mira');
});
