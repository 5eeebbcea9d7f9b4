/** Tags (catalogue §4): trimmed, ignored when empty, no duplicates, Enter adds; removable chips. Saved with the product. */
import { useId, useState } from 'react';

export function TagsField({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const id = useId();
  const add = () => {
    const tag = draft.trim();
    if (tag && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) onChange([...tags, tag]);
    setDraft('');
  };
  return (
    <div>
      <label htmlFor={id} className="label">
        Add a tag
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          className="input"
          value={draft}
          maxLength={40}
          placeholder="e.g. monogram, vintage"
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="btn-outline shrink-0 px-4" onClick={add}>
          Add
        </button>
      </div>
      {tags.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-sand py-1 pr-1 pl-3 text-sm">
              {tag}
              <button type="button" className="rounded-full px-1.5 text-ink-soft hover:bg-line hover:text-ink" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-xs text-muted">No tags yet. Tags help shoppers find the piece in search.</p>
      )}
    </div>
  );
}
