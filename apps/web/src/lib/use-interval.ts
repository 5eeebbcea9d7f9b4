import { useEffect, useRef, useState } from 'react';

/** Calls `callback` every `ms` while `active` (auto-advancing sliders, the sold notice). */
export function useInterval(callback: () => void, ms: number, active = true): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  }, [callback]);
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => saved.current(), ms);
    return () => window.clearInterval(id);
  }, [ms, active]);
}

/** True when the shopper asked the system for less motion: sliders then wait to be moved by hand. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * Whether the pointer or the keyboard focus is inside an element, and the handlers to spread on it
 * that keep track: an auto-advancing slider waits while the shopper is on it.
 */
export function usePointerOrFocusInside() {
  const [inside, setInside] = useState(false);
  const handlers = {
    onMouseEnter: () => setInside(true),
    onMouseLeave: () => setInside(false),
    onFocusCapture: () => setInside(true),
    onBlurCapture: () => setInside(false),
  };
  return [inside, handlers] as const;
}
