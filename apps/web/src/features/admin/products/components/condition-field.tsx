/** Product Condition: the six levels of the guidelines (catalogue §3), best first. */
import { CONDITION_DESCRIPTIONS, CONDITION_LABELS, CONDITIONS, type Condition } from '@shop/shared';
import { useId } from 'react';
import { ChoiceCard } from '../../ui/choice-card';

export function ConditionField({ value, onChange }: { value: Condition | ''; onChange: (c: Condition) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Condition</legend>
      <div className="grid gap-2 sm:max-lg:grid-cols-2 lg:grid-cols-3">
        {CONDITIONS.map((c) => (
          <ChoiceCard key={c} name={name} value={c} checked={value === c} onChoose={() => onChange(c)} title={CONDITION_LABELS[c]} text={CONDITION_DESCRIPTIONS[c]} />
        ))}
      </div>
    </fieldset>
  );
}
