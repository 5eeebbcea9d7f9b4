/**
 * /admin/products: the catalogue as a table with search, status, category, brand, stock and consignor
 * filters; each consigned piece names its seller (linked to their ledger); Edit, Archive and Restore.
 */
import type { StaffProductRow } from '@shop/shared';
import { taxonomyName, TAXONOMY, imageVariantUrl } from '@shop/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { rupees } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { adminPaths } from '../../shell/admin-nav';
import { toastError } from '../../ui/admin-toast';
import { pictureColumn, right, Td } from '../../ui/data-table';
import { HeaderLink, PageHeader } from '../../ui/page-header';
import { EmptyState } from '../../ui/query-states';
import { ListTable } from '../../ui/list-table';
import { SearchInput } from '../../ui/search-input';
import { Options, SelectField } from '@/components/ui/field';
import { Badge } from '@/components/ui/badge';
import { useUrlFilters } from '../../ui/use-url-filters';
import { useBrandOptions, useConsignors, useSetProductStatus, useStaffProducts, type StaffProductFilters } from '../api';
import { ArchiveDialog } from './archive-dialog';
import { useRowDialog } from '@/lib/use-row-dialog';

const FILTERS = ['search', 'status', 'category_id', 'brand_id', 'stock', 'consignor'] as const;

export function ProductsScreen() {
  useDocumentTitle('Products');
  const { values, page, setFilter, setPage } = useUrlFilters(FILTERS);
  const filters: StaffProductFilters = {
    search: values.search || undefined,
    status: (values.status || 'active') as StaffProductFilters['status'],
    category_id: values.category_id || undefined,
    brand_id: values.brand_id || undefined,
    stock: (values.stock || undefined) as StaffProductFilters['stock'],
    consignor: values.consignor || undefined,
    page,
  };
  const list = useStaffProducts(filters);
  const brands = useBrandOptions();
  const consignors = useConsignors();
  const setStatus = useSetProductStatus();
  const target = useRowDialog<StaffProductRow>();

  return (
    <>
      <PageHeader
        title="Products"
        description="Search and filter the catalogue; edit any field, stock per size and pictures."
        actions={
          <>
            <HeaderLink to={adminPaths.import}>Bulk Listing</HeaderLink>
            <HeaderLink to={adminPaths.newProduct} primary>
              + Add Product
            </HeaderLink>
          </>
        }
      />
      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-[2fr_repeat(5,1fr)]">
        <SearchInput label="Search" className="col-span-2 lg:col-span-1" placeholder="Name, brand, colour…" value={values.search} onSearch={(v) => setFilter('search', v)} />
        <SelectField label="Status" value={values.status || 'active'} onChange={(e) => setFilter('status', e.target.value === 'active' ? '' : e.target.value)}>
          <option value="active">Active</option>
          <option value="archived">Archived</option>
          <option value="all">All</option>
        </SelectField>
        <SelectField label="Category" value={values.category_id} onChange={(e) => setFilter('category_id', e.target.value)}>
          <option value="">All categories</option>
          <Options of={TAXONOMY.map((c) => [c.id, c.name] as const)} />
        </SelectField>
        <SelectField label="Brand" value={values.brand_id} onChange={(e) => setFilter('brand_id', e.target.value)}>
          <option value="">All brands</option>
          <Options of={brands.data?.map((b) => [b._id, b.name] as const)} />
        </SelectField>
        <SelectField label="Stock" value={values.stock} onChange={(e) => setFilter('stock', e.target.value)}>
          <option value="">Any stock</option>
          <option value="in">In stock</option>
          <option value="out">Out of stock</option>
        </SelectField>
        <SelectField label="Consignor" value={values.consignor} onChange={(e) => setFilter('consignor', e.target.value)}>
          <option value="">All stock</option>
          <option value="shop">Shop stock</option>
          <option value="consigned">All consigned</option>
          {consignors.data?.length ? (
            <optgroup label="Consignor">
              <Options of={consignors.data.map((c) => [c._id, `${c.name} (${c.products})`] as const)} />
            </optgroup>
          ) : null}
        </SelectField>
      </div>

      <ListTable
        query={list}
        loadingLabel="Loading products…"
        rows={(data) => data.products}
        empty={<EmptyState title="No products found">Try another search or clear the filters.</EmptyState>}
        pager={{ of: (data) => data, noun: 'products', onPage: setPage }}
        caption="Products"
        minWidth="min-w-[980px]"
        columns={[pictureColumn, 'Name', 'Brand', 'Category', 'Consignor', right('Price'), right('Stock'), 'Status', right('Actions')]}
      >
        {(p) => (
          <tr key={p._id} className={`hover:bg-paper ${list.isPlaceholderData ? 'opacity-60' : ''}`}>
            <Td>
              {p.image ? (
                <img src={imageVariantUrl(p.image, 'thumb')} alt="" width={40} height={50} loading="lazy" className="h-12 w-10 bg-sand object-cover" />
              ) : (
                <span className="block h-12 w-10 bg-sand" />
              )}
            </Td>
            <Td className="min-w-44 max-w-72">
              <Link to={adminPaths.product(p._id)} className="font-medium hover:underline">
                {p.product_name}
              </Link>
            </Td>
            <Td className="whitespace-nowrap">{p.brand ?? '—'}</Td>
            <Td className="whitespace-nowrap text-ink-soft">
              {taxonomyName(p.category_id)}
              {p.sub_sub_category_id ? ` · ${taxonomyName(p.sub_sub_category_id) ?? ''}` : ''}
            </Td>
            <Td className="whitespace-nowrap">
              {p.consignor ? (
                <Link to={adminPaths.consignmentSeller(p.consignor._id)} className="underline-offset-4 hover:underline" aria-label={`${p.consignor.name}'s ledger`}>
                  {p.consignor.name}
                </Link>
              ) : (
                <span className="text-muted">Shop stock</span>
              )}
            </Td>
            <Td className="text-right whitespace-nowrap">
              {p.effective_price < p.price ? (
                <>
                  <s className="mr-1 text-xs text-muted">{rupees(p.price)}</s>
                  <span className="font-medium text-sale">{rupees(p.effective_price)}</span>
                </>
              ) : (
                rupees(p.price)
              )}
            </Td>
            <Td className="text-right">{p.stock > 0 ? p.stock : <span className="font-medium text-sale">0</span>}</Td>
            <Td>
              <Badge tone={p.status === 'archived' ? 'gray' : p.stock > 0 ? 'green' : 'orange'}>{p.status === 'archived' ? 'Archived' : p.stock > 0 ? 'Active' : 'Sold out'}</Badge>
            </Td>
            <Td className="text-right whitespace-nowrap">
              <Link to={adminPaths.product(p._id)} className="btn-ghost px-2 py-1 text-xs" aria-label={`Edit ${p.product_name}`}>
                Edit
              </Link>
              <button type="button" className="btn-ghost px-2 py-1 text-xs" onClick={() => target.ask(p)} aria-label={`${p.status === 'archived' ? 'Restore' : 'Archive'} ${p.product_name}`}>
                {p.status === 'archived' ? 'Restore' : 'Archive'}
              </button>
            </Td>
          </tr>
        )}
      </ListTable>

      <ArchiveDialog
        {...target.dialog}
        name={target.row?.product_name ?? ''}
        archived={target.row?.status === 'archived'}
        busy={setStatus.isPending}
        onConfirm={() =>
          target.row &&
          setStatus.mutate(
            { id: target.row._id, action: target.row.status === 'archived' ? 'restore' : 'archive' },
            {
              onSuccess: ({ message }) => {
                toast.success(message);
                target.close();
              },
              onError: (err) => toastError(err, 'The product could not be changed. Please try again.'),
            },
          )
        }
      />
    </>
  );
}
