/**
 * "Save this search" on /shop and /sale-items: keeps the page's filters and search in the account, for a daily
 * mail of new pieces. A signed-out visitor is sent to sign in and brought back to the same page.
 */
import { SavedSearchNameSchema, type SavedSearchQuery } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/field';
import { MailIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useCreateSavedSearch } from '../api';
import { FormActions } from '@/components/ui/form-actions';

export function SaveSearchButton({ query, defaultName }: { query: SavedSearchQuery; defaultName: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateSavedSearch();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();

  function start() {
    if (!session) {
      toast.info('Please sign in to save this search');
      void navigate('/login', { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setName(defaultName.slice(0, 80));
    setError(undefined);
    setOpen(true);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = SavedSearchNameSchema.safeParse(name);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    create.mutate(
      { name: parsed.data, query },
      {
        onSuccess: (res) => {
          setOpen(false);
          toast.success(res.message === 'Search saved' ? 'Search saved. We will mail you new pieces once a day.' : 'This search is already in your account.');
        },
        onError: (err) => toast.error(errorMessage(err, 'We could not save this search. Please try again.')),
      },
    );
  }

  return (
    <>
      <button type="button" className="btn-outline inline-flex items-center gap-2 whitespace-nowrap" onClick={start}>
        <MailIcon width={18} height={18} aria-hidden="true" />
        Save this search
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Save this search" description="We will mail you the new pieces that match it, once a day. You can rename or delete it in your account.">
        <form onSubmit={submit} noValidate className="grid gap-5">
          <TextField label="Name" required autoFocus maxLength={80} value={name} onChange={(e) => setName(e.target.value)} error={error} />
          <FormActions label="Save search" busyLabel="Saving…" busy={create.isPending} onCancel={() => setOpen(false)} />
        </form>
      </Dialog>
    </>
  );
}
