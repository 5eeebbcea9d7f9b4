/**
 * Category, sub-category and sub-sub-category from the fixed taxonomy (catalogue §3). Changing a
 * level clears the levels below it, and a level stays disabled until its parent is chosen (§4).
 */
import { findCategory, TAXONOMY } from '@shop/shared';
import { Options, SelectField } from '@/components/ui/field';

export interface CategoryValue {
  category_id: string;
  subCategory_id: string;
  subSubCategory_id: string;
}

export function CategoryFields({ value, onChange }: { value: CategoryValue; onChange: (next: CategoryValue) => void }) {
  const category = findCategory(value.category_id);
  const sub = category?.children.find((s) => s.id === value.subCategory_id);
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <SelectField label="Category" required value={value.category_id} onChange={(e) => onChange({ category_id: e.target.value, subCategory_id: '', subSubCategory_id: '' })}>
        <option value="">Select category</option>
        <Options of={TAXONOMY.map((c) => [c.id, c.name] as const)} />
      </SelectField>
      <SelectField label="Sub Category" value={value.subCategory_id} disabled={!category} onChange={(e) => onChange({ ...value, subCategory_id: e.target.value, subSubCategory_id: '' })}>
        <option value="">Select sub category</option>
        <Options of={category?.children.map((s) => [s.id, s.name] as const)} />
      </SelectField>
      <SelectField label="Sub Sub Category" value={value.subSubCategory_id} disabled={!sub} onChange={(e) => onChange({ ...value, subSubCategory_id: e.target.value })}>
        <option value="">Select sub sub category</option>
        <Options of={sub?.children.map((s) => [s.id, s.name] as const)} />
      </SelectField>
    </div>
  );
}
