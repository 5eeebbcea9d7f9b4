/** The Search Products overlay (storefront §2): the phone's way to search, opened from the header. */
import { Dialog } from '@/components/ui/dialog';
import { SearchBox } from './search-box';

export function SearchOverlay({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Search Products" width="max-w-2xl">
      <SearchBox variant="overlay" autoFocus onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
