/** Product Condition: the six levels of the guidelines (catalogue §3), best first. */
import { CONDITION_DESCRIPTIONS, CONDITION_LABELS, CONDITIONS, type Condition } from '@shop/shared';
import { useId } from 'react';

export function ConditionField({ value, onChange }: { value: Condition | ''; onChange: (c: Condition) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Condition</legend>
      <div className="grid gap-2 sm:max-lg:grid-cols-2 lg:grid-cols-3">
        {CONDITIONS.map((c) => (
          <label
            key={c}
            className={`flex cursor-pointer gap-3 border p-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-tangerine-dark ${value === c ? 'border-ink bg-sand' : 'border-line bg-white hover:border-ink/40'}`}
          >
            <input type="radio" name={name} value={c} checked={value === c} onChange={() => onChange(c)} className="mt-1 accent-ink" />
            <span>
              <span className="block font-medium">{CONDITION_LABELS[c]}</span>
              <span className="mt-0.5 block text-xs text-muted">{CONDITION_DESCRIPTIONS[c]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
