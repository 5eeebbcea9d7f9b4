/** Create or edit a coupon: code, description, percent or fixed value, minimum order, dates, limits, sale items, active. */
import type { Coupon, CouponBody } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { SelectField, TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/error-message';
import { useSaveCoupon } from './api';
import { FormActions } from '@/components/ui/form-actions';
import { FormAlert } from '@/components/ui/form-alert';

/** ISO instant → the yyyy-mm-dd day it falls on here. */
const toDay = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString('en-CA') : '');
/** A day → the instant it starts (or, for the end date, its last second) in the browser's time zone. */
const fromDay = (day: string, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59' : '00:00:00'}`).toISOString() : null);

interface Draft {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  min_order: string;
  starts: string;
  ends: string;
  usage_limit: string;
  per_user_limit: string;
  excludes_sale_items: boolean;
  active: boolean;
}

function draftFrom(c?: Coupon): Draft {
  return {
    code: c?.code ?? '',
    description: c?.description ?? '',
    kind: c?.kind ?? 'percent',
    value: c ? String(c.value) : '',
    min_order: c && c.min_order > 0 ? String(c.min_order) : '',
    starts: toDay(c?.starts_at ?? null),
    ends: toDay(c?.ends_at ?? null),
    usage_limit: c?.usage_limit != null ? String(c.usage_limit) : '',
    per_user_limit: c?.per_user_limit != null ? String(c.per_user_limit) : '',
    excludes_sale_items: c?.excludes_sale_items ?? false,
    active: c?.active ?? true,
  };
}

const whole = (v: string) => (v.trim() === '' ? null : Number(v));

export function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const save = useSaveCoupon();
  const [d, setD] = useState<Draft>(() => draftFrom(coupon));
  const [problem, setProblem] = useState<string | null>(null);
  const ids = useId();
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((cur) => ({ ...cur, [k]: v }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = Number(d.value);
    if (!/^[A-Za-z0-9-]{3,40}$/.test(d.code.trim())) return setProblem('A code has 3 to 40 letters, digits or dashes.');
    if (d.value.trim() === '' || !(value > 0)) return setProblem('The value must be above 0.');
    if (d.kind === 'percent' && (!Number.isInteger(value) || value > 100)) return setProblem('A percent coupon is a whole number from 1 to 100.');
    if (d.starts && d.ends && d.starts > d.ends) return setProblem('The coupon must start before it ends.');
    setProblem(null);
    const body: CouponBody = {
      code: d.code.trim().toUpperCase(),
      description: d.description.trim(),
      kind: d.kind,
      value,
      min_order: d.min_order.trim() === '' ? 0 : Number(d.min_order),
      starts_at: fromDay(d.starts, false),
      ends_at: fromDay(d.ends, true),
      usage_limit: whole(d.usage_limit),
      per_user_limit: whole(d.per_user_limit),
      excludes_sale_items: d.excludes_sale_items,
      active: d.active,
    };
    save.mutate(
      { id: coupon?._id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onDone();
        },
        onError: (err) => setProblem(errorMessage(err, 'The coupon could not be saved. Please try again.')),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert>{problem}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Code" required value={d.code} maxLength={40} onChange={(e) => set('code', e.target.value.toUpperCase())} hint="Letters, digits and dashes; shoppers type it at checkout." />
        <TextField label="Description" value={d.description} maxLength={200} onChange={(e) => set('description', e.target.value)} />
        <SelectField label="Kind" value={d.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
          <option value="percent">Percent off</option>
          <option value="fixed">Fixed amount off (₹)</option>
        </SelectField>
        <TextField
          label={d.kind === 'percent' ? 'Value (%)' : 'Value (₹)'}
          required
          type="number"
          min={0}
          step={d.kind === 'percent' ? 1 : 0.01}
          value={d.value}
          onChange={(e) => set('value', e.target.value)}
        />
        <TextField label="Minimum order (₹)" type="number" min={0} step={0.01} value={d.min_order} onChange={(e) => set('min_order', e.target.value)} hint="Empty: any order." />
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Starts" type="date" value={d.starts} onChange={(e) => set('starts', e.target.value)} />
          <TextField label="Ends" type="date" value={d.ends} min={d.starts || undefined} onChange={(e) => set('ends', e.target.value)} />
        </div>
        <TextField label="Usage limit (all shoppers)" type="number" min={1} step={1} value={d.usage_limit} onChange={(e) => set('usage_limit', e.target.value)} hint="Empty: no limit." />
        <TextField label="Limit per shopper" type="number" min={1} step={1} value={d.per_user_limit} onChange={(e) => set('per_user_limit', e.target.value)} hint="Empty: no limit." />
      </div>
      <div className="flex flex-wrap gap-6">
        <label htmlFor={`${ids}-sale`} className="flex items-center gap-2 text-sm">
          <input id={`${ids}-sale`} type="checkbox" className="h-4 w-4 accent-ink" checked={d.excludes_sale_items} onChange={(e) => set('excludes_sale_items', e.target.checked)} />
          Excludes sale items
        </label>
        <label htmlFor={`${ids}-active`} className="flex items-center gap-2 text-sm">
          <input id={`${ids}-active`} type="checkbox" className="h-4 w-4 accent-ink" checked={d.active} onChange={(e) => set('active', e.target.checked)} />
          Active
        </label>
      </div>
      <FormActions label={coupon ? 'Save coupon' : 'Create coupon'} busyLabel="Saving…" busy={save.isPending} onCancel={onDone} admin />
    </form>
  );
}
