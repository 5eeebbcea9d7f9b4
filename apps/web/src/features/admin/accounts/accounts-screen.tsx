/**
 * /admin/accounts: the shop's accounts. Staff can disable an account (its sessions end at once and
 * sign-in is refused with a message) and enable it again; both are written to the audit log.
 */
import { isStaff, type StaffUser } from '@shop/shared';
import { toast } from 'react-toastify';
import { Badge } from '@/components/ui/badge';
import { useSession } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toastError } from '../ui/admin-toast';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { right, Td } from '../ui/data-table';
import { dateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { SearchInput } from '../ui/search-input';
import { useUrlFilters } from '../ui/use-url-filters';
import { useAccounts, useSetAccountDisabled } from './api';
import { useRowDialog } from '@/lib/use-row-dialog';

export function AccountsScreen() {
  useDocumentTitle('Accounts');
  const session = useSession();
  const { values, page, setFilter, setPage } = useUrlFilters(['search'] as const);
  const accounts = useAccounts(values.search, page);
  const setDisabled = useSetAccountDisabled();
  const asking = useRowDialog<StaffUser>();

  const confirm = () => {
    if (!asking.row) return;
    const disabled = !asking.row.disabled_at;
    setDisabled.mutate(
      { id: asking.row._id, disabled },
      {
        onSuccess: (user) => {
          toast.success(disabled ? `${user.email} is disabled; their sessions have ended.` : `${user.email} can sign in again.`);
          asking.close();
        },
        onError: (err) => toastError(err, 'The account could not be changed. Please try again.'),
      },
    );
  };

  return (
    <>
      <PageHeader title="Accounts" description="Shoppers and staff. Disabling an account signs it out everywhere at once and refuses sign-in until it is enabled again." />
      <div className="mb-4 max-w-sm">
        <SearchInput label="Search" placeholder="Name or email" value={values.search} onSearch={(v) => setFilter('search', v)} />
      </div>
      <ListTable
        query={accounts}
        loadingLabel="Loading accounts…"
        rows={(data) => data.users}
        empty={<EmptyState title="No accounts">{values.search ? 'No account matches this search.' : 'Nobody has signed up yet.'}</EmptyState>}
        pager={{ of: (data) => data, noun: 'accounts', onPage: setPage }}
        caption="Accounts"
        minWidth="min-w-[760px]"
        columns={['Name', 'Email', 'Role', 'Joined', 'Status', right('Action')]}
      >
        {(u) => (
          <tr key={u._id} className="hover:bg-paper">
            <Td className="font-medium">
              {u.first_name} {u.last_name}
            </Td>
            <Td className="break-all">{u.email}</Td>
            <Td>{isStaff(u.role_id) ? 'Staff' : 'Shopper'}</Td>
            <Td className="whitespace-nowrap text-ink-soft">{dateTime(u.createdAt)}</Td>
            <Td>{u.disabled_at ? <Badge tone="red">Disabled</Badge> : <Badge tone="green">Active</Badge>}</Td>
            <Td className="text-right">
              {u._id === session?.user._id ? (
                <span className="text-xs text-muted">You</span>
              ) : (
                <button type="button" className="btn-outline px-3 py-1.5 text-xs" onClick={() => asking.ask(u)} aria-label={`${u.disabled_at ? 'Enable' : 'Disable'} ${u.email}`}>
                  {u.disabled_at ? 'Enable' : 'Disable'}
                </button>
              )}
            </Td>
          </tr>
        )}
      </ListTable>
      <ConfirmDialog
        {...asking.dialog}
        title={asking.row?.disabled_at ? 'Enable this account?' : 'Disable this account?'}
        confirmLabel={asking.row?.disabled_at ? 'Enable account' : 'Disable account'}
        busyLabel={asking.row?.disabled_at ? 'Enabling…' : 'Disabling…'}
        busy={setDisabled.isPending}
        destructive={!asking.row?.disabled_at}
        onConfirm={confirm}
      >
        {asking.row?.disabled_at ? (
          <p>{asking.row.email} will be able to sign in again.</p>
        ) : (
          <p>{asking.row?.email} will be signed out on every device at once and cannot sign in until the account is enabled again.</p>
        )}
      </ConfirmDialog>
    </>
  );
}
