/**
 * /admin/consignment/:id/list: "Create listing". The product form opens filled in from the
 * submission (name, house, price, description, photos, condition); adding the product links it to
 * the submission, so the product records its consignor, agreed payout and commission.
 */
import type { Condition } from '@shop/shared';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'react-toastify';
import { ProductForm } from '../products';
import { QueryScreen } from '../ui/query-screen';
import { useBrandNames, useLinkListing, useListingPrefill } from './api';
import { consignmentPaths } from './intake-screen';

/** The seller's condition words in the shop's condition scale. */
const CONDITION: Record<string, Condition> = { new: 'new_without_tags', excellent: 'pristine', verygood: 'good', good: 'gently_used', fair: 'used_fairly_well' };

export function ListingScreen() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const prefill = useListingPrefill(id);
  const brands = useBrandNames();
  const link = useLinkListing(id);
  const ready = { ...prefill, isPending: prefill.isPending || brands.isPending };
  return (
    <QueryScreen
      title="Create listing"
      description="Filled in from the consignment; check the category, colour and sizes, then add the product. It records its consignor."
      query={ready}
      loadingLabel="Loading the submission…"
    >
      {(p) => {
        const brand = brands.data?.find((b) => b.name.trim().toLowerCase() === p.brand_name.trim().toLowerCase());
        return (
          <ProductForm
            mode="add"
            prefill={{
              values: { product_name: p.product_name, description: p.description, price: String(p.price), condition: CONDITION[p.condition] ?? '', brand_id: brand?._id ?? '' },
              images: p.images,
              onAdded: async (product) => {
                const message = await link.mutateAsync(product._id);
                toast.success(message);
                void navigate(consignmentPaths.submission(id));
              },
            }}
          />
        );
      }}
    </QueryScreen>
  );
}
