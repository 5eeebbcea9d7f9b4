/** The product-condition guidelines (storefront §2, §9): the six levels, this piece's highlighted. */
import { CONDITION_DESCRIPTIONS, CONDITION_LABELS, CONDITIONS } from '@shop/shared';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { Dialog } from '@/components/ui/dialog';

export function ConditionGuideDialog({ open, onOpenChange, current }: { open: boolean; onOpenChange: (open: boolean) => void; current: string }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Product Condition Guidelines" description="Every piece is graded by our team before it is listed." width="max-w-xl">
      <ol className="divide-y divide-line border-y border-line">
        {CONDITIONS.map((c) => (
          <li key={c} className={`px-3 py-3 ${c === current ? 'bg-sand' : ''}`} aria-current={c === current ? 'true' : undefined}>
            <p className="flex items-center justify-between gap-2 font-medium text-ink">
              {CONDITION_LABELS[c]}
              {c === current ? <span className="eyebrow text-[0.65rem] text-ink-soft">This piece</span> : null}
            </p>
            <p className="mt-0.5 text-sm text-ink-soft">{CONDITION_DESCRIPTIONS[c]}</p>
          </li>
        ))}
      </ol>
      <Link to={paths.conditionGuidelines} className="mt-4 inline-block text-sm underline underline-offset-4" onClick={() => onOpenChange(false)}>
        Read the full guidelines
      </Link>
    </Dialog>
  );
}
