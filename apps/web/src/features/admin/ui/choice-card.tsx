/** One radio button of a group shown as a card: its title and, under it, what choosing it means. */
import type { ReactNode } from 'react';

export function ChoiceCard({ name, value, checked, onChoose, title, text }: { name: string; value?: string; checked: boolean; onChoose: () => void; title: ReactNode; text: ReactNode }) {
  return (
    <label
      className={`flex cursor-pointer gap-3 border p-3 text-sm transition-colors has-focus-visible:outline-2 has-focus-visible:outline-tangerine-dark ${checked ? 'border-ink bg-sand' : 'border-line bg-white hover:border-ink/40'}`}
    >
      <input type="radio" name={name} value={value} checked={checked} onChange={onChoose} className="mt-1 accent-ink" />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="mt-0.5 block text-xs text-muted">{text}</span>
      </span>
    </label>
  );
}
