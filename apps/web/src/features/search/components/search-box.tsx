/**
 * Product search with suggestions (storefront §4, §5): fires once the trimmed text has at least 3
 * characters and has rested 300 ms; shows "Searching…" while it waits, then the results or the
 * no-results text. Choosing a result opens the product and clears the box; submitting goes to the
 * shop's search. An ARIA combobox: arrows move through the results, Enter opens, Escape closes.
 */
import { isSearchable, SEARCH, type ProductSummary } from '@shop/shared';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { paths, shopUrl } from '@/lib/paths';
import { SearchIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { useSuggestions } from '@/features/catalogue';
import { rupees } from '@/lib/format';
import { useSearchResults } from '../api';
import { useDebouncedValue } from '../use-debounced-value';

export interface SearchBoxProps {
  /** header: a dropdown of at most 5 suggestions; overlay: an inline list with a link to all results. */
  variant: 'header' | 'overlay';
  /** Called after the shopper chose a result or submitted (the overlay closes itself). */
  onDone?: () => void;
  autoFocus?: boolean;
  className?: string;
}

function useProductSearch(variant: SearchBoxProps['variant'], term: string) {
  const enabled = isSearchable(term, SEARCH.minChars);
  const suggestions = useSuggestions(term, enabled && variant === 'header');
  const overlay = useSearchResults(term, enabled && variant === 'overlay');
  if (variant === 'header') {
    return { enabled, results: (suggestions.data ?? []).slice(0, SEARCH.headerMaxResults), total: null, loading: suggestions.isFetching, failed: suggestions.isError };
  }
  return { enabled, results: overlay.data?.products ?? [], total: overlay.data?.total ?? null, loading: overlay.isFetching, failed: overlay.isError };
}

export function SearchBox({ variant, onDone, autoFocus = false, className = '' }: SearchBoxProps) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-results`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const trimmed = text.trim();
  const term = useDebouncedValue(trimmed, SEARCH.debounceMs);
  const { enabled, results, total, loading, failed } = useProductSearch(variant, term);

  const typedEnough = isSearchable(trimmed, SEARCH.minChars);
  const waiting = typedEnough && (trimmed !== term || loading);
  // A failed search shows as an empty list (storefront §8), never as an error.
  const shown = enabled && !waiting && !failed ? results : [];
  const visible = (variant === 'overlay' || open) && typedEnough;

  function reset() {
    setText('');
    setOpen(false);
    setActive(-1);
  }

  function choose(product: ProductSummary) {
    reset();
    void navigate(paths.product(product._id));
    onDone?.();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!trimmed) return;
    reset();
    void navigate(shopUrl({ search: trimmed }));
    onDone?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' && shown.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % shown.length);
    } else if (e.key === 'ArrowUp' && shown.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? shown.length - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && shown[active]) {
      e.preventDefault();
      choose(shown[active]);
    } else if (e.key === 'Escape' && variant === 'header') {
      if (open && typedEnough) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  }

  const header = variant === 'header';
  return (
    <form role="search" onSubmit={submit} className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        Search products
      </label>
      <div className={`flex items-center border ${header ? 'border-line bg-paper focus-within:border-ink focus-within:ring-1 focus-within:ring-ink' : 'border-ink bg-white'}`}>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-expanded={visible}
          aria-controls={visible && shown.length ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 && shown[active] ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          autoFocus={autoFocus}
          placeholder={header ? 'Search designers, bags, shoes…' : 'Search by designer, product or colour'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={`min-w-0 flex-1 bg-transparent px-3 text-ink placeholder:text-muted focus:outline-none [&::-webkit-search-cancel-button]:appearance-none ${header ? 'h-10 text-sm' : 'h-12 text-base'}`}
        />
        <button type="submit" className="flex h-10 w-10 shrink-0 items-center justify-center text-ink hover:text-tangerine-dark" aria-label="Search">
          <SearchIcon size={header ? 18 : 20} />
        </button>
      </div>
      <div
        className={header ? `absolute top-full left-0 z-40 mt-1 w-[min(28rem,calc(100vw-2rem))] border border-line bg-white shadow-lg ${visible ? '' : 'hidden'}` : `mt-4 ${visible ? '' : 'hidden'}`}
      >
        {waiting ? (
          <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-muted">
            <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-line border-t-ink" />
            Searching…
          </p>
        ) : shown.length === 0 && visible ? (
          <p role="status" className="px-4 py-3 text-sm text-muted">
            {header ? 'No products found' : `No products found matching "${term}"`}
          </p>
        ) : null}
        {shown.length ? (
          <ul id={listId} role="listbox" aria-label="Search results" className={header ? 'max-h-80 overflow-y-auto' : 'divide-y divide-line'}>
            {shown.map((p, i) => (
              // Options are chosen from the keyboard in the search field (aria-activedescendant); the click is for a mouse.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={p._id}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(p)}
                onMouseEnter={() => setActive(i)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-sand' : 'hover:bg-sand'}`}
              >
                <span className="block w-12 shrink-0">
                  <ProductImage src={p.images[0]} alt={p.product_name} variant="thumb" sizes="48px" />
                </span>
                <span className="min-w-0 flex-1">
                  {p.brand ? <span className="eyebrow block text-[0.65rem]">{p.brand.name}</span> : null}
                  <span className="block truncate text-sm text-ink">{p.product_name}</span>
                </span>
                <span className="shrink-0 text-sm font-semibold text-ink">{rupees(p.effective_price)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {!header && !waiting && total !== null && total > shown.length ? (
          <button type="submit" className="btn-outline mt-4 w-full">
            View all {total} results
          </button>
        ) : null}
      </div>
    </form>
  );
}
