/** The account's saved searches: open one in the shop, rename it, delete it. */
import { SavedSearchNameSchema, savedSearchPath, type SavedSearch } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { CardHeading } from '@/components/ui/card-heading';
import { errorMessage } from '@/lib/error-message';
import { useDeleteSavedSearch, useRenameSavedSearch, useSavedSearches } from '../api';
import { describeSavedSearch } from '../saved-search-query';

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const rename = useRenameSavedSearch();
  const remove = useDeleteSavedSearch();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SavedSearchNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    rename.mutate(
      { id: search._id, name: parsed.data },
      {
        onSuccess: () => {
          setEditing(false);
          toast.success('Search renamed');
        },
        onError: (err) => toast.error(errorMessage(err, 'We could not rename this search. Please try again.')),
      },
    );
  }

  return (
    <li className="border-t border-line px-6 py-4 sm:px-8">
      {editing ? (
        <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <label htmlFor={`rename-${search._id}`} className="sr-only">
              New name for {search.name}
            </label>
            <input
              id={`rename-${search._id}`}
              className="input"
              maxLength={80}
              autoFocus
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `rename-${search._id}-error` : undefined}
            />
            {error ? (
              <p id={`rename-${search._id}-error`} className="mt-1 text-sm text-sale">
                {error}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary" disabled={rename.isPending}>
            Save
          </button>
          <button type="button" className="btn-ghost" onClick={() => (setEditing(false), setName(search.name), setError(undefined))}>
            Cancel
          </button>
        </form>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-medium break-words">{search.name}</p>
            <p className="mt-0.5 text-sm text-muted break-words">{describeSavedSearch(search.query)}</p>
          </div>
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <Link to={savedSearchPath(search.query)} className="underline underline-offset-4">
              View in shop
            </Link>
            <button type="button" className="underline underline-offset-4" onClick={() => setEditing(true)} aria-label={`Rename ${search.name}`}>
              Rename
            </button>
            <button
              type="button"
              className="text-sale underline underline-offset-4"
              disabled={remove.isPending}
              aria-label={`Delete ${search.name}`}
              onClick={() =>
                remove.mutate(search._id, {
                  onSuccess: () => toast.info('Search deleted'),
                  onError: (err) => toast.error(errorMessage(err, 'We could not delete this search. Please try again.')),
                })
              }
            >
              Delete
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

export function SavedSearchesCard() {
  const searches = useSavedSearches();
  return (
    <section aria-labelledby="saved-searches-heading" className="border border-line bg-white">
      <CardHeading id="saved-searches-heading" title="Saved searches" description="New pieces that match come to you in one mail a day." className="p-6 sm:px-8" />
      {searches.isPending ? (
        <p role="status" className="border-t border-line px-6 py-4 text-sm text-muted sm:px-8">
          Loading your saved searches…
        </p>
      ) : searches.isError ? (
        <p role="alert" className="border-t border-line px-6 py-4 text-sm text-sale sm:px-8">
          Failed to load your saved searches.
        </p>
      ) : searches.data.length === 0 ? (
        <p className="border-t border-line px-6 py-4 text-sm text-muted sm:px-8">
          None yet. Use <strong className="font-medium text-ink">Save this search</strong> in the{' '}
          <Link to="/shop" className="underline underline-offset-4">
            shop
          </Link>
          .
        </p>
      ) : (
        <ul aria-label="Saved searches">
          {searches.data.map((s) => (
            <SavedSearchRow key={s._id} search={s} />
          ))}
        </ul>
      )}
    </section>
  );
}
