/** Colour (catalogue §2, §3): the 14 colours, or '+ Custom' to type one, with Use and Cancel. */
import { COLOURS } from '@shop/shared';
import { useState, type KeyboardEvent } from 'react';
import { Options, SelectField, TextField } from '@/components/ui/field';

export function ColourField({ value, onChange }: { value: string; onChange: (colour: string) => void }) {
  const [custom, setCustom] = useState<string | null>(null);
  const isCustomValue = value !== '' && !(COLOURS as readonly string[]).includes(value);

  const applyCustom = () => {
    const colour = custom?.trim() ?? '';
    if (!colour) return;
    onChange(colour);
    setCustom(null);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      applyCustom();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setCustom(null);
    }
  };

  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <SelectField label="Color" required className="min-w-0 flex-1" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">Select color</option>
          <Options of={COLOURS} />
          {isCustomValue ? <option value={value}>{value} (custom)</option> : null}
        </SelectField>
        <button type="button" className="btn-outline h-[46px] shrink-0 px-3" aria-pressed={custom !== null} onClick={() => setCustom((c) => (c === null ? '' : null))}>
          + Custom
        </button>
      </div>
      {custom !== null ? (
        <div className="flex flex-wrap items-end gap-2 border border-dashed border-ink/30 bg-paper p-4">
          <TextField label="Custom color" className="min-w-48 flex-1" value={custom} onChange={(e) => setCustom(e.target.value)} onKeyDown={onKeyDown} maxLength={40} autoFocus />
          <button type="button" className="btn-primary h-[46px] px-4" onClick={applyCustom} disabled={custom.trim() === ''}>
            Use
          </button>
          <button type="button" className="btn-outline h-[46px] px-4" onClick={() => setCustom(null)}>
            Cancel
          </button>
        </div>
      ) : null}
    </div>
  );
}
