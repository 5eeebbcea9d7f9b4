/** Bulk listing: check a CSV of products (dry run), apply it (rows with an id update, others create), and export the catalogue. */
import type { CsvImportReport } from '@shop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

/** Sends the CSV: a dry run reports what would happen; otherwise the valid rows are created or updated. */
export function useImportCsv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: { file: File; dryRun: boolean }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const res = await request<CsvImportReport>(`/admin/products/import${dryRun ? '?dry_run=true' : ''}`, { method: 'POST', body: form });
      return { report: res.data, message: res.message };
    },
    onSuccess: ({ report }) => {
      if (!report.dry_run && (report.created || report.updated)) {
        void client.invalidateQueries({ queryKey: adminKey });
        void client.invalidateQueries({ queryKey: ['products'] });
      }
    },
  });
}

/** The columns of the import and the export, in order (apps/api catalogue/csv.ts), with what each holds. */
export const CSV_COLUMNS: readonly { name: string; required?: boolean; note: string }[] = [
  { name: 'id', note: 'From the export: the row updates that product. Empty: a new product.' },
  { name: 'product_name', required: true, note: 'Up to 160 characters.' },
  { name: 'brand', note: 'An existing brand name (add new brands first).' },
  { name: 'category_id', required: true, note: 'men, women or kids.' },
  { name: 'sub_category_id', note: 'e.g. women-bags, men-footwear.' },
  { name: 'sub_sub_category_id', note: 'e.g. women-bags-tote-bags.' },
  { name: 'color', required: true, note: 'Any colour name, e.g. Black.' },
  { name: 'condition', required: true, note: 'new_with_tags, new_without_tags, pristine, good, gently_used or used_fairly_well.' },
  { name: 'price', required: true, note: 'Our Price in rupees, above 0.' },
  { name: 'discount_price', note: 'Rupees, below price; empty for none.' },
  { name: 'estimated_price', note: 'Retail estimate in rupees.' },
  { name: 'sizes', required: true, note: 'size:quantity separated by |, e.g. S:1|M:2 or One Size:1.' },
  { name: 'description', note: 'Free text; quote it if it has commas or line breaks.' },
  { name: 'additional_info', note: 'Free text.' },
  { name: 'tags', note: 'Separated by |, e.g. monogram|vintage.' },
  { name: 'material', note: 'e.g. Calf leather.' },
  { name: 'pattern', note: 'e.g. Solid.' },
  { name: 'fit', note: 'e.g. Regular.' },
  { name: 'images', note: 'Uploaded image URLs (/uploads/…) separated by |.' },
  { name: 'status', note: 'active or archived (empty: active).' },
];
