/** The one select that filters a back-office list (status, kind), above the list. */
import { Options, SelectField, type Option } from '@/components/ui/field';

export function FilterSelect({ label, value, onChange, options }: { label: string; value: string; onChange: (value: string) => void; options: readonly Option[] }) {
  return (
    <div className="mb-4 max-w-xs">
      <SelectField label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        <Options of={options} />
      </SelectField>
    </div>
  );
}
