/** /admin/products/:id: the product form filled in, plus its status with Archive or Restore. */
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../../shell/admin-nav';
import { toastError } from '../../ui/admin-toast';
import { BackLink, HeaderLink, PageHeader } from '../../ui/page-header';
import { ErrorState, LoadingState } from '../../ui/query-states';
import { Badge } from '@/components/ui/badge';
import { useSetProductStatus, useStaffProduct } from '../api';
import { ArchiveDialog } from './archive-dialog';
import { ProductForm } from './product-form';

export function ProductEditScreen() {
  const { id = '' } = useParams();
  const product = useStaffProduct(id);
  const setStatus = useSetProductStatus();
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(product.data ? `Edit ${product.data.product_name}` : 'Edit product');

  if (product.isPending) return <LoadingState label="Loading the product…" />;
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  const p = product.data;
  const archived = p.status === 'archived';

  return (
    <>
      <BackLink to={adminPaths.products}>All products</BackLink>
      <PageHeader
        title={p.product_name}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge tone={archived ? 'gray' : 'green'}>{archived ? 'Archived' : 'Active'}</Badge>
            <span>{archived ? 'Hidden from the shop; still shown in past orders.' : 'For sale in the shop.'}</span>
          </span>
        }
        actions={
          <>
            {!archived ? <HeaderLink to={paths.product(p._id)}>View in shop</HeaderLink> : null}
            <button type="button" className={archived ? 'btn-primary px-4 py-2' : 'btn-outline px-4 py-2'} onClick={() => setConfirming(true)}>
              {archived ? 'Restore' : 'Archive'}
            </button>
          </>
        }
      />
      {/* Keyed by id so moving to another product starts a fresh form. */}
      <ProductForm key={p._id} mode="edit" product={p} />
      <ArchiveDialog
        open={confirming}
        onOpenChange={setConfirming}
        name={p.product_name}
        archived={archived}
        busy={setStatus.isPending}
        onConfirm={() =>
          setStatus.mutate(
            { id: p._id, action: archived ? 'restore' : 'archive' },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                setConfirming(false);
                void product.refetch();
              },
              onError: (err) => toastError(err, 'The product could not be changed. Please try again.'),
            },
          )
        }
      />
    </>
  );
}
