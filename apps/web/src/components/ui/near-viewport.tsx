/**
 * Renders its children only once the place they take comes near the viewport: below-the-fold
 * parts whose code is heavy (carousels, forms with their validation) load when the shopper
 * scrolls towards them, not while the page comes alive. Until then a placeholder of `minHeight`
 * keeps the space, so nothing moves. The server renders the placeholder too.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

/** False until the element of `ref` has come within 600 px of the viewport (then true for good). */
export function useNearViewport(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (!('IntersectionObserver' in window)) return setNear(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

export function NearViewport({ minHeight, children }: { minHeight: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  if (!near) return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
  return children;
}
