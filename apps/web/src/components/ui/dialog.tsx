/**
 * Modal dialog and side panel on Radix: focus is trapped, Escape and the X close it, focus returns
 * to what opened it.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pluralize } from '@/lib/format';
import { paths } from '@/lib/paths';
import { SkeletonBars } from './card-skeleton';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class for the dialog box. */
  width?: string;
}

function CloseButton() {
  return (
    <RadixDialog.Close className="rounded p-2 text-ink-soft hover:bg-sand" aria-label="Close">
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
        <path d="M6 6l12 12M18 6L6 18" />
      </svg>
    </RadixDialog.Close>
  );
}

export function Dialog({ open, onOpenChange, title, description, children, width = 'max-w-lg' }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] ${width} -translate-x-1/2 -translate-y-1/2 overflow-y-auto bg-white p-6 shadow-xl focus:outline-none`}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <RadixDialog.Title className="font-serif text-2xl">{title}</RadixDialog.Title>
            <CloseButton />
          </div>
          {description ? <RadixDialog.Description className="mb-4 text-sm text-muted">{description}</RadixDialog.Description> : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A panel sliding in from the right, 24rem wide (storefront §2 overlays). */
export function SidePanel({ open, onOpenChange, title, children, footer }: Omit<DialogProps, 'width' | 'description'> & { footer?: ReactNode }) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content aria-describedby={undefined} className="fixed top-0 right-0 z-50 flex h-full w-full max-w-[24rem] flex-col bg-white shadow-2xl focus:outline-none">
          <div className="flex items-center justify-between border-b border-line px-5 py-4">
            <RadixDialog.Title className="font-serif text-2xl">{title}</RadixDialog.Title>
            <CloseButton />
          </div>
          <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
          {footer ? <div className="border-t border-line px-5 py-4">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** A side panel's list while it loads: two grey lines with a picture. */
export function PanelSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" aria-label={label} className="space-y-5">
      {[0, 1].map((i) => (
        <div key={i} className="flex animate-pulse gap-4">
          <div className="aspect-[4/5] w-20 bg-sand" />
          <div className="flex-1 space-y-2 pt-1">
            <SkeletonBars bars={['h-3 w-3/4', 'h-3 w-1/3']} pulse={false} />
          </div>
        </div>
      ))}
    </div>
  );
}

/** A side panel with nothing in it: an icon, what is missing, a hint, and the way to the shop. */
export function PanelEmpty({
  icon,
  title,
  hint,
  onShop,
  children,
}: {
  icon: ReactNode;
  title: string;
  hint: string;
  /** Closes the panel on the way to the shop. */ onShop: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center py-12 text-center">
      {icon}
      <p className="mt-4 font-serif text-2xl">{title}</p>
      <p className="mt-1 text-sm text-muted">{hint}</p>
      <Link to={paths.shop} onClick={onShop} className="btn-primary mt-6">
        Continue Shopping
      </Link>
      {children}
    </div>
  );
}

/** A side panel's list: how many items it holds (read out when it changes), then the items. */
export function PanelList({ count, children }: { count: number; children: ReactNode }) {
  return (
    <>
      <p className="text-sm text-muted" aria-live="polite">
        {pluralize(count, 'item')}
      </p>
      <ul className="divide-y divide-line">{children}</ul>
    </>
  );
}
