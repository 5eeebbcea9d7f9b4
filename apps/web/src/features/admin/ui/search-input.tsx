/** A search box that applies what is typed after a short pause (or at once on Enter). */
import { useEffect, useId, useState } from 'react';
import { SearchIcon } from '@/components/ui/icons';

export function SearchInput({ label, value, onSearch, placeholder, className = '' }: { label: string; value: string; onSearch: (value: string) => void; placeholder?: string; className?: string }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft.trim() === value) return;
    const t = setTimeout(() => onSearch(draft.trim()), 350);
    return () => clearTimeout(t);
  }, [draft, value, onSearch]);
  return (
    <div className={className}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <div className="relative">
        <SearchIcon size={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted" />
        <input
          id={id}
          type="search"
          className="input pl-9"
          value={draft}
          placeholder={placeholder}
          maxLength={100}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onSearch(draft.trim());
            }
          }}
        />
      </div>
    </div>
  );
}
