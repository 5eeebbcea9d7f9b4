import { StaffOnly } from '@/features/admin/access/staff-only';
import { AddProductScreen } from '@/features/admin/products/components/add-product-screen';
import { AdminShell } from '@/features/admin/shell/admin-shell';

/** /add-product (catalogue §2), for staff only; the same screen as /admin/products/new. */
export function AddProductPage() {
  return (
    <StaffOnly>
      <AdminShell>
        <AddProductScreen />
      </AdminShell>
    </StaffOnly>
  );
}
