/** /admin/brands: every brand with what it has for sale; add, edit (name, description, picture), delete one no product uses. */
import { imageVariantUrl, type StaffBrand } from '@shop/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { shopUrl } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EditDialog, type Editing } from '../ui/edit-dialog';
import { RowAction } from '../ui/row-action';
import { TargetConfirm } from '../ui/target-confirm';
import { right, Td } from '../ui/data-table';
import { NewButton, PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/query-states';
import { ListTable } from '../ui/list-table';
import { useDeleteBrand, useStaffBrands } from './api';
import { BrandForm } from './brand-form';

export function BrandsScreen() {
  useDocumentTitle('Brands');
  const brands = useStaffBrands();
  const remove = useDeleteBrand();
  const [editing, setEditing] = useState<Editing<StaffBrand>>(null);
  const [deleting, setDeleting] = useState<StaffBrand | null>(null);

  return (
    <>
      <PageHeader
        title="Brands"
        description="The houses shoppers filter by. A brand with products cannot be deleted: old orders and archived items still name it."
        actions={<NewButton onClick={() => setEditing('new')}>+ New brand</NewButton>}
      />
      <ListTable
        query={brands}
        loadingLabel="Loading brands…"
        rows={(data) => data}
        empty={<EmptyState title="No brands yet" />}
        caption="Brands"
        minWidth="min-w-[760px]"
        columns={['Brand', right('For sale'), right('All products'), right('Actions')]}
      >
        {(b) => (
          <tr key={b._id} className="align-top hover:bg-paper">
            <Td>
              <div className="flex items-start gap-3">
                {b.image ? (
                  <img src={imageVariantUrl(b.image, 'thumb')} alt="" width={40} height={50} loading="lazy" className="h-[50px] w-10 shrink-0 border border-line object-cover" />
                ) : (
                  <span aria-hidden="true" className="flex h-[50px] w-10 shrink-0 items-center justify-center border border-line bg-sand font-serif text-lg">
                    {b.name.charAt(0)}
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block font-medium">{b.name}</span>
                  <span className="line-clamp-2 block max-w-xl text-xs text-muted">{b.description}</span>
                </span>
              </div>
            </Td>
            <Td className="text-right">
              {b.product_count > 0 ? (
                <Link to={shopUrl({ brandId: b._id })} className="underline-offset-4 hover:underline" aria-label={`${b.product_count} ${b.name} products for sale, in the shop`}>
                  {b.product_count}
                </Link>
              ) : (
                0
              )}
            </Td>
            <Td className="text-right">{b.all_products}</Td>
            <Td className="text-right whitespace-nowrap">
              <RowAction label={`Edit ${b.name}`} onClick={() => setEditing(b)}>
                Edit
              </RowAction>
              {b.all_products === 0 ? (
                <RowAction label={`Delete ${b.name}`} onClick={() => setDeleting(b)} danger>
                  Delete
                </RowAction>
              ) : null}
            </Td>
          </tr>
        )}
      </ListTable>

      <EditDialog editing={editing} onClose={() => setEditing(null)} newTitle="New brand" editTitle={(b) => `Edit ${b.name}`} width="max-w-xl">
        {(brand) => <BrandForm brand={brand} onDone={() => setEditing(null)} />}
      </EditDialog>
      <TargetConfirm target={deleting} onClose={() => setDeleting(null)} mutation={remove} failure="The brand could not be deleted. Please try again." title={(b) => `Delete ${b?.name ?? ''}?`}>
        <p>It has no products, so nothing else changes. This cannot be undone.</p>
      </TargetConfirm>
    </>
  );
}
