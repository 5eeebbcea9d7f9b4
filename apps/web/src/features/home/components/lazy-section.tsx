/**
 * Renders a below-the-fold section only when it comes near the viewport, loading its code then
 * (the carousels bring embla). The placeholder keeps the section's height, so nothing jumps.
 */
import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';

export function lazySection(load: () => Promise<ComponentType>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazySection({ minHeight }: { minHeight: string }) {
    const ref = useRef<HTMLDivElement>(null);
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
    }, [near]);
    const placeholder = <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
    if (!near) return placeholder;
    return (
      <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>
        <Component />
      </Suspense>
    );
  };
}
