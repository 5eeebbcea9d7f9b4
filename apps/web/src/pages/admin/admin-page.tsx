/**
 * /admin/*: the back office, for staff only (role_id '1'; the API enforces it too), with its own
 * side navigation inside the shop's layout. Each section is a feature screen.
 */
import { Navigate, Route, Routes } from 'react-router';
import { StaffOnly } from '@/features/admin/access/staff-only';
import { AccountsScreen } from '@/features/admin/accounts/accounts-screen';
import { AuditScreen } from '@/features/admin/audit/audit-screen';
import { BrandsScreen } from '@/features/admin/brands/brands-screen';
import { IntakeScreen } from '@/features/admin/consignment/intake-screen';
import { ListingScreen } from '@/features/admin/consignment/listing-screen';
import { PayoutsScreen } from '@/features/admin/consignment/payouts-screen';
import { ConsignmentSettingsScreen } from '@/features/admin/consignment/settings-screen';
import { SellerLedgerScreen } from '@/features/admin/consignment/seller-ledger-screen';
import { SubmissionScreen } from '@/features/admin/consignment/submission-screen';
import { CouponsScreen } from '@/features/admin/coupons/coupons-screen';
import { DashboardScreen } from '@/features/admin/dashboard/dashboard-screen';
import { HomeContentScreen } from '@/features/admin/home-content/home-content-screen';
import { ImportScreen } from '@/features/admin/import/import-screen';
import { InboxScreen } from '@/features/admin/inbox/inbox-screen';
import { OffersScreen } from '@/features/admin/offers/offers-screen';
import { OrderDetailScreen } from '@/features/admin/orders/order-detail-screen';
import { OrdersScreen } from '@/features/admin/orders/orders-screen';
import { OutboxScreen } from '@/features/admin/outbox/outbox-screen';
import { AddProductScreen } from '@/features/admin/products/components/add-product-screen';
import { ProductEditScreen } from '@/features/admin/products/components/product-edit-screen';
import { ProductsScreen } from '@/features/admin/products/components/products-screen';
import { RefundsScreen } from '@/features/admin/refunds/refunds-screen';
import { ReturnsScreen } from '@/features/admin/returns/returns-screen';
import { SettingsScreen } from '@/features/admin/settings/settings-screen';
import { AdminShell } from '@/features/admin/shell/admin-shell';

export function AdminPage() {
  return (
    <StaffOnly>
      <AdminShell>
        <Routes>
          <Route index element={<DashboardScreen />} />
          <Route path="products" element={<ProductsScreen />} />
          <Route path="products/new" element={<AddProductScreen />} />
          <Route path="products/:id" element={<ProductEditScreen />} />
          <Route path="brands" element={<BrandsScreen />} />
          <Route path="home" element={<HomeContentScreen />} />
          <Route path="import" element={<ImportScreen />} />
          <Route path="orders" element={<OrdersScreen />} />
          <Route path="orders/:id" element={<OrderDetailScreen />} />
          <Route path="offers" element={<OffersScreen />} />
          <Route path="returns" element={<ReturnsScreen />} />
          <Route path="refunds" element={<RefundsScreen />} />
          <Route path="inbox" element={<InboxScreen />} />
          <Route path="consignment" element={<IntakeScreen />} />
          <Route path="consignment/:id" element={<SubmissionScreen />} />
          <Route path="consignment/:id/list" element={<ListingScreen />} />
          <Route path="consignment-payouts" element={<PayoutsScreen />} />
          <Route path="consignment-sellers/:id" element={<SellerLedgerScreen />} />
          <Route path="consignment-settings" element={<ConsignmentSettingsScreen />} />
          <Route path="coupons" element={<CouponsScreen />} />
          <Route path="accounts" element={<AccountsScreen />} />
          <Route path="outbox" element={<OutboxScreen />} />
          <Route path="audit" element={<AuditScreen />} />
          <Route path="settings" element={<SettingsScreen />} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </AdminShell>
    </StaffOnly>
  );
}
