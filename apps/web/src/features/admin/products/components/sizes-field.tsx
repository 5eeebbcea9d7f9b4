/**
 * Sizes & Quantity (catalogue §2, §4): rows of size and quantity; a new row starts at quantity 0;
 * 'Remove' shows only when there is more than one row. Sizes the chosen sub-category uses are
 * offered as suggestions; any label may be typed.
 */
import { findSubCategory, SIZES_BY_KIND, ALL_SIZES } from '@shop/shared';
import { useId } from 'react';
import { TextField } from '@/components/ui/field';
import { newSizeRow, type SizeRow } from '../product-form-values';

export function SizesField({ rows, onChange, subCategoryId, mode }: { rows: SizeRow[]; onChange: (rows: SizeRow[]) => void; subCategoryId: string; mode: 'add' | 'edit' }) {
  const listId = useId();
  const sub = findSubCategory(subCategoryId);
  const suggestions = sub ? SIZES_BY_KIND[sub.sizing] : ALL_SIZES;
  const update = (key: string, patch: Partial<SizeRow>) => onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  return (
    <div>
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <ul className="space-y-3">
        {rows.map((row, i) => (
          <li key={row.key} className="flex flex-wrap items-end gap-3">
            <TextField
              label={`Size ${i + 1}`}
              className="min-w-32 flex-1"
              list={listId}
              value={row.size}
              maxLength={20}
              placeholder="e.g. M, EU 38, One Size"
              onChange={(e) => update(row.key, { size: e.target.value })}
            />
            <TextField
              label={`Quantity ${i + 1}`}
              className="w-32"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={row.quantity}
              onChange={(e) => update(row.key, { quantity: e.target.value })}
            />
            {rows.length > 1 ? (
              <button
                type="button"
                className="btn-ghost h-[46px] px-3 text-sale"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
                aria-label={`Remove size ${i + 1}${row.size ? ` (${row.size})` : ''}`}
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <button type="button" className="btn-outline mt-4 px-4 py-2" onClick={() => onChange([...rows, newSizeRow()])}>
        + Add Size
      </button>
      {mode === 'edit' ? <p className="mt-2 text-xs text-muted">Set a quantity to 0 to mark that size as sold out; removing a row deletes the size.</p> : null}
    </div>
  );
}
