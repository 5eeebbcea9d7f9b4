/** The frame of the account screens: an editorial panel beside the form on wide screens. */
import { POLICY } from '@shop/shared';
import type { ReactNode } from 'react';

export function AuthShell({ eyebrow, title, intro, children }: { eyebrow: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <main id="main" className="container-shop py-10 lg:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden border border-line bg-white lg:grid-cols-2">
        <div className="hidden flex-col justify-between bg-sand p-12 lg:flex">
          <p className="eyebrow">Tangerine Luxury</p>
          <div>
            <p className="font-serif text-4xl leading-tight text-ink">Pre-loved luxury, authenticated and priced in rupees.</p>
            <ul className="mt-8 space-y-2 text-sm text-ink-soft">
              <li>· Every piece checked by our experts</li>
              <li>· EMI and layaway on selected pieces</li>
              <li>· Returns within {POLICY.returns.noticeHours} hours of delivery</li>
            </ul>
          </div>
          <p className="text-xs text-muted">Shop hours {POLICY.shopHours}</p>
        </div>
        <div className="p-6 sm:p-10 lg:p-12">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="mt-2 font-serif text-4xl">{title}</h1>
          {intro ? <div className="mt-2 text-sm text-ink-soft">{intro}</div> : null}
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </main>
  );
}
