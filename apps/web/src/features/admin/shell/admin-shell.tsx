/**
 * The back office's frame inside the shop's layout: a side navigation (a scrolling row of tabs on a
 * phone) with the number of open offers, returns and inbox items, and the current section beside it.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useDashboard } from '../dashboard/api';
import { ADMIN_NAV, type CountKey } from './admin-nav';

function useOpenCounts(): Partial<Record<CountKey, number>> {
  const { data } = useDashboard();
  return data ? { offers: data.open_offers, returns: data.open_returns, inbox: data.open_inbox } : {};
}

export function AdminShell({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const counts = useOpenCounts();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the navigation is a sideways-scrolling row: bring the current section into view.
  useEffect(() => {
    const ul = list.current;
    const current = ul?.querySelector<HTMLElement>('[aria-current="page"]');
    if (ul && current && ul.scrollWidth > ul.clientWidth) ul.scrollTo({ left: current.offsetLeft - (ul.clientWidth - current.offsetWidth) / 2 });
  }, [pathname]);
  return (
    <div className="container-shop py-4 lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-8 lg:py-8">
      <nav aria-label="Back office" className="-mx-4 mb-4 border-b border-line sm:max-lg:-mx-6 lg:mx-0 lg:mb-0 lg:border-0">
        <p className="eyebrow hidden px-3 pb-3 lg:block">Back office</p>
        <ul ref={list} className="relative flex gap-1 overflow-x-auto px-4 pb-2 sm:max-lg:px-6 lg:sticky lg:top-28 lg:flex-col lg:overflow-visible lg:px-0 lg:pb-0">
          {ADMIN_NAV.map((item) => {
            const current = item.isCurrent(pathname);
            const count = item.count ? counts[item.count] : undefined;
            return (
              <li key={item.to} className="shrink-0">
                <Link
                  to={item.to}
                  aria-current={current ? 'page' : undefined}
                  className={`relative flex items-center justify-between gap-3 rounded px-3 py-2 text-sm whitespace-nowrap transition-colors ${
                    current ? 'bg-ink text-white' : 'text-ink-soft hover:bg-sand hover:text-ink'
                  }`}
                >
                  <span>{item.label}</span>
                  {count ? (
                    <span className={`rounded-full px-1.5 text-xs font-semibold ${current ? 'bg-white text-ink' : 'bg-tangerine text-white'}`}>
                      <span className="sr-only">(</span>
                      {count}
                      <span className="sr-only"> open)</span>
                    </span>
                  ) : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main id="main" className="min-w-0">
        {children}
      </main>
    </div>
  );
}
