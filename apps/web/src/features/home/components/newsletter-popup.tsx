/**
 * The newsletter popup (catalogue §2, §4): shown once per session about 4 s after the home page
 * opens. It is a non-modal card: the page stays usable, focus is not taken, Escape or the X close it.
 */
import { POLICY } from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { NewsletterForm } from '@/features/inbox';
import { hasSessionFlag, setSessionFlag } from '@/lib/session-flags';
import { FLAGS, HOME } from '../constants';

export function NewsletterPopup() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    if (hasSessionFlag(FLAGS.newsletterPopup)) return;
    const timer = window.setTimeout(() => {
      setSessionFlag(FLAGS.newsletterPopup);
      setOpen(true);
    }, HOME.newsletterDelayMs);
    return () => window.clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  const { discountPercent, exclusions } = POLICY.newsletter;
  return (
    <div role="dialog" aria-modal="false" aria-labelledby={titleId} className="fixed right-4 bottom-4 left-4 z-40 border border-line bg-white p-6 shadow-2xl sm:left-auto sm:w-[26rem]">
      <button type="button" onClick={() => setOpen(false)} aria-label="Close newsletter sign-up" className="absolute top-3 right-3 p-2 text-muted hover:text-ink">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
      <p className="eyebrow text-tangerine-dark">Welcome offer</p>
      <h2 id={titleId} className="mt-2 pr-8 font-serif text-3xl leading-tight">
        Sign up and get {discountPercent}% off
      </h2>
      <p className="mt-2 mb-5 text-sm text-ink-soft">Your first order, with new arrivals and sale previews in your inbox. Excludes {exclusions}.</p>
      <NewsletterForm source="popup" />
    </div>
  );
}
