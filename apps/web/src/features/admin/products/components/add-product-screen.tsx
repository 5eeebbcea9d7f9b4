import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from '../../ui/page-header';
import { ProductForm } from './product-form';

/** /add-product and /admin/products/new: the same form (catalogue §2 Add New Product). */
export function AddProductScreen() {
  useDocumentTitle('Add New Product');
  return (
    <>
      <PageHeader title="Add New Product" description="Fields marked * are required. Pictures upload as soon as you choose them." />
      <ProductForm mode="add" />
    </>
  );
}
