/** /admin/settings: the shop's settings, one form a part (details, delivery, UPI and EMI, GST), each with its own save. */
import { QueryScreen } from '../ui/query-screen';
import { useShopSettings } from './api';
import { DeliverySettingsForm } from './delivery-settings';
import { GstSettings } from './gst-settings';
import { PaymentSettingsForm } from './payment-settings';
import { ShopDetailsForm } from './shop-details-form';

export function SettingsScreen() {
  const settings = useShopSettings();
  return (
    <QueryScreen title="Settings" description="Shown to shoppers on checkout, the contact page, the policy pages and in the footer." query={settings}>
      {(initial) => (
        <div className="space-y-10">
          <ShopDetailsForm initial={initial} />
          <DeliverySettingsForm initial={initial} />
          <PaymentSettingsForm initial={initial} />
          <GstSettings initial={initial} />
        </div>
      )}
    </QueryScreen>
  );
}
