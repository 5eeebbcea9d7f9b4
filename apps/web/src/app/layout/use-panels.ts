/**
 * Which overlay of the chrome is open: the cart panel, the wishlist panel, the search overlay or the
 * mobile menu. One at a time, so opening one closes the other; any component can open one
 * (the product page opens the cart after an add) without prop drilling.
 */
import { useSyncExternalStore } from 'react';

export type PanelName = 'cart' | 'wishlist' | 'search' | 'menu';

let open: PanelName | null = null;
const listeners = new Set<() => void>();

function set(next: PanelName | null) {
  if (next === open) return;
  open = next;
  for (const l of listeners) l();
}

export function openPanel(name: PanelName): void {
  set(name);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open panel, or null. */
export function useOpenPanel(): PanelName | null {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => null,
  );
}

/** Open state and setter for one panel, shaped for a dialog's `open` / `onOpenChange`. */
export function usePanel(name: PanelName): { open: boolean; onOpenChange: (next: boolean) => void } {
  const current = useOpenPanel();
  return {
    open: current === name,
    onOpenChange: (next) => (next ? set(name) : open === name && set(null)),
  };
}
