/**
 * A below-the-fold section whose code loads when it comes near the viewport (the carousels bring
 * embla). The placeholder keeps the section's height, so nothing jumps.
 */
import { Suspense, lazy, type ComponentType } from 'react';
import { NearViewport } from '@/components/ui/near-viewport';

export function lazySection(load: () => Promise<ComponentType>) {
  const Component = lazy(async () => ({ default: await load() }));
  return function LazySection({ minHeight }: { minHeight: string }) {
    return (
      <NearViewport minHeight={minHeight}>
        <Suspense fallback={<div style={{ minHeight }} aria-hidden="true" />}>
          <Component />
        </Suspense>
      </NearViewport>
    );
  };
}
