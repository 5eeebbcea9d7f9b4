/**
 * One cart line: picture with the quantity badge, name, size, minus / plus (saved to the server, so
 * a reload shows the same), line total and Remove. Minus at 1 does nothing; plus stops at the stock.
 */
import type { CartItem } from '@shop/shared';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '@/lib/paths';
import { MinusIcon, PlusIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { rupees, shopTime } from '@/lib/format';
import { useRemoveCartLine, useUpdateCartLine } from '../api';

export function CartLine({ line, onNavigate }: { line: CartItem; onNavigate?: () => void }) {
  const update = useUpdateCartLine();
  const remove = useRemoveCartLine();
  const busy = update.isPending || remove.isPending;
  const name = line.product.product_name;
  const atStock = line.quantity >= line.available;
  const fail = (err: Error) => toast.error(err.message);

  function change(quantity: number) {
    if (quantity < 1 || busy) return;
    update.mutate({ id: line._id, quantity }, { onError: fail });
  }

  return (
    <li className="flex gap-4 py-4" aria-busy={busy || undefined}>
      <Link to={paths.product(line.product_id)} onClick={onNavigate} className="relative block w-20 shrink-0" tabIndex={-1} aria-hidden="true">
        <ProductImage src={line.product.images[0]} alt="" variant="thumb" sizes="80px" />
        <span aria-hidden="true" className="absolute -top-2 -right-2 flex h-6 min-w-6 items-center justify-center rounded-full bg-ink px-1.5 text-xs font-semibold text-white">
          {line.quantity}
        </span>
      </Link>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {line.product.brand ? <p className="eyebrow text-[0.65rem]">{line.product.brand}</p> : null}
            <Link to={paths.product(line.product_id)} onClick={onNavigate} className="line-clamp-2 text-sm text-ink hover:underline">
              {name}
            </Link>
            <p className="mt-0.5 text-xs text-muted">Size: {line.size}</p>
          </div>
          <button
            type="button"
            className="shrink-0 text-xs text-muted underline underline-offset-2 hover:text-sale disabled:opacity-50"
            onClick={() => remove.mutate(line._id, { onError: fail })}
            disabled={busy}
            aria-label={`Remove ${name} (size ${line.size}) from cart`}
          >
            Remove
          </button>
        </div>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <div role="group" aria-label={`Quantity of ${name}`} className="flex items-center border border-line">
            <button
              type="button"
              className="flex h-8 w-8 items-center justify-center hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40"
              onClick={() => change(line.quantity - 1)}
              disabled={busy || line.quantity <= 1}
              aria-label={`Decrease quantity of ${name}`}
            >
              <MinusIcon size={14} />
            </button>
            <span className="w-8 text-center text-sm tabular-nums" aria-live="polite">
              {line.quantity}
            </span>
            <button
              type="button"
              className="flex h-8 w-8 items-center justify-center hover:bg-sand disabled:cursor-not-allowed disabled:opacity-40"
              onClick={() => change(line.quantity + 1)}
              disabled={busy || atStock}
              aria-label={`Increase quantity of ${name}`}
            >
              <PlusIcon size={14} />
            </button>
          </div>
          <p className="text-sm font-semibold tabular-nums">{rupees(line.price * line.quantity)}</p>
        </div>
        {line.available < line.quantity ? (
          <p className="mt-1 text-xs text-sale">{shortfallNote(line)}</p>
        ) : atStock && line.quantity > 1 ? (
          <p className="mt-1 text-xs text-muted">That is all we have in this size.</p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Why the line cannot be bought as it stands: sold out, fewer left, or held by another shopper whose
 * payment is under way (the piece comes back if that payment does not go through).
 */
function shortfallNote(line: CartItem): string {
  if (line.held_until) {
    const back = `If their payment does not go through, it will be back in stock by ${shopTime(line.held_until)}.`;
    return line.available === 0 ? `Another shopper is paying for this piece. ${back}` : `Only ${line.available} left in this size: another shopper is paying for the rest. ${back}`;
  }
  return line.available === 0 ? 'This item has just sold out.' : `Only ${line.available} left in this size.`;
}
