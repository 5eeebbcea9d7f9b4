/** The home page's timings and limits (catalogue §9). */
export const HOME = {
  heroSlideMs: 5000,
  newsletterDelayMs: 4000,
  soldNoticeEveryMs: 15_000,
  soldNoticeForMs: 7000,
  influencerSlideMs: 3000,
  brandSlideMs: 2000,
  brandsMax: 14,
  brandSlidesVisible: 4,
  saleGridMax: 4,
  splashMs: 700,
} as const;

/** Session flags: each shows once per browser session. */
export const FLAGS = {
  splash: 'tl-splash-seen',
  newsletterPopup: 'tl-newsletter-popup',
} as const;
