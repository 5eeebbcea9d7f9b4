/**
 * The GST tax invoice settings (issue 20), a form of their own on /admin/settings: the seller as
 * registered (legal name, address, state, GSTIN) and the HSN code and GST rate of each category.
 * Invoices already issued keep what they printed; a change applies to the next one.
 */
import { GSTIN_PATTERN, isValidGstin, SUB_CATEGORIES, SUB_SUB_CATEGORIES, TAXONOMY, type GstRateRow, type ShopSettings } from '@shop/shared';
import { useState, type FormEvent } from 'react';
import { Options, TextAreaField, TextField } from '@/components/ui/field';
import { Panel } from '../ui/panel';
import { SettingsForm } from '../ui/settings-form';
import { useSettingsSave } from './use-settings-save';

/** The settings this form owns; the main settings form leaves them alone. */
export const GST_SETTING_KEYS = ['gstLegalName', 'gstAddress', 'gstState', 'gstin', 'gstRates'] as const;
export type GstSettingKey = (typeof GST_SETTING_KEYS)[number];

const CATEGORY_OPTIONS = [
  ...TAXONOMY.map((c) => ({ id: c.id, label: c.name })),
  ...SUB_CATEGORIES.map((s) => ({ id: s.id, label: `${TAXONOMY.find((c) => c.id === s.categoryId)?.name ?? ''} › ${s.name}` })),
  ...SUB_SUB_CATEGORIES.map((ss) => {
    const sub = SUB_CATEGORIES.find((s) => s.id === ss.subCategoryId);
    return { id: ss.id, label: `${TAXONOMY.find((c) => c.id === sub?.categoryId)?.name ?? ''} › ${sub?.name ?? ''} › ${ss.name}` };
  }),
].sort((a, b) => a.label.localeCompare(b.label));

interface RowDraft {
  categoryId: string;
  hsn: string;
  rate: string;
  lowerRate: string;
  upTo: string;
}

const toDraft = (r: GstRateRow): RowDraft => ({
  categoryId: r.categoryId,
  hsn: r.hsn,
  rate: String(r.ratePercent),
  lowerRate: r.lowerRatePercent === undefined ? '' : String(r.lowerRatePercent),
  upTo: r.lowerRateUpToRupees === undefined ? '' : String(r.lowerRateUpToRupees),
});

export function GstSettings({ initial }: { initial: Pick<ShopSettings, GstSettingKey> }) {
  const { problem, setProblem, send, busy } = useSettingsSave();
  const [legalName, setLegalName] = useState(initial.gstLegalName);
  const [address, setAddress] = useState(initial.gstAddress);
  const [state, setState] = useState(initial.gstState);
  const [gstin, setGstin] = useState(initial.gstin);
  const [rows, setRows] = useState<RowDraft[]>(() => initial.gstRates.map(toDraft));
  const setRow = (i: number, patch: Partial<RowDraft>) => setRows((cur) => cur.map((r, n) => (n === i ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const id = gstin.trim().toUpperCase();
    if (!legalName.trim() || !address.trim() || !state.trim()) return setProblem('The legal name, address and state are required.');
    if (!GSTIN_PATTERN.test(id) || !isValidGstin(id)) return setProblem('The GSTIN is not valid: 15 characters, the 2-digit state code, the PAN, the entity number, Z and a check character.');
    const table: GstRateRow[] = [];
    for (const [i, r] of rows.entries()) {
      const where = `Row ${i + 1}`;
      if (!r.categoryId) return setProblem(`${where}: choose a category.`);
      if (!/^\d{4}(\d{2}){0,2}$/.test(r.hsn.trim())) return setProblem(`${where}: an HSN code is 4, 6 or 8 digits.`);
      const rate = Number(r.rate);
      if (r.rate.trim() === '' || !(rate >= 0 && rate <= 40)) return setProblem(`${where}: the GST rate is between 0 and 40 percent.`);
      const hasLower = r.lowerRate.trim() !== '' || r.upTo.trim() !== '';
      if (hasLower && (!(Number(r.lowerRate) >= 0 && Number(r.lowerRate) <= 40) || !(Number(r.upTo) > 0) || r.lowerRate.trim() === ''))
        return setProblem(`${where}: a lower rate needs both the rate and the value per piece (₹) it applies up to.`);
      table.push({ categoryId: r.categoryId, hsn: r.hsn.trim(), ratePercent: rate, ...(hasLower ? { lowerRatePercent: Number(r.lowerRate), lowerRateUpToRupees: Number(r.upTo) } : {}) });
    }
    if (new Set(table.map((r) => r.categoryId)).size !== table.length) return setProblem('Each category has at most one row.');
    send({ gstLegalName: legalName.trim(), gstAddress: address.trim(), gstState: state.trim(), gstin: id, gstRates: table }, 'Tax invoice settings saved.');
  };

  return (
    <SettingsForm label="GST tax invoices" onSubmit={submit} problem={problem} busy={busy} saveLabel="Save tax invoice settings" className="max-w-5xl">
      <Panel
        title="GST tax invoices"
        description="Printed on every tax invoice and credit note. A delivery to the shop's state pays CGST + SGST, elsewhere IGST. Issued invoices keep what they printed."
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Legal name" required maxLength={120} value={legalName} onChange={(e) => setLegalName(e.target.value)} />
          <TextField label="GSTIN" required maxLength={15} className="font-mono" value={gstin} onChange={(e) => setGstin(e.target.value.toUpperCase())} hint="For example 06AABCT1234F1ZU" />
          <TextField label="State" required maxLength={60} value={state} onChange={(e) => setState(e.target.value)} />
          <TextAreaField label="Registered address" required maxLength={300} className="sm:col-span-2 [&_textarea]:min-h-20" value={address} onChange={(e) => setAddress(e.target.value)} />
        </div>
      </Panel>
      <Panel
        title="HSN codes and GST rates"
        description="The most specific row of a product's category wins. A lower rate applies to a piece worth at most the given value before tax (clothing and footwear: 5% up to ₹2,500). Shipping and the cash-on-delivery fee follow the order's main item."
      >
        <div className="overflow-x-auto">
          <table className="w-full min-w-[720px] text-sm">
            <thead>
              <tr className="text-left text-xs tracking-wide text-muted uppercase">
                <th className="py-2 pr-2 font-normal">Category</th>
                <th className="py-2 pr-2 font-normal">HSN</th>
                <th className="py-2 pr-2 font-normal">Rate %</th>
                <th className="py-2 pr-2 font-normal">Lower rate %</th>
                <th className="py-2 pr-2 font-normal">Up to ₹ a piece</th>
                <th className="py-2 font-normal">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <tr key={i} className="border-t border-line">
                  <td className="py-2 pr-2">
                    <select aria-label={`Row ${i + 1} category`} className="input" value={r.categoryId} onChange={(e) => setRow(i, { categoryId: e.target.value })}>
                      <option value="">Choose…</option>
                      <Options of={CATEGORY_OPTIONS.map((c) => [c.id, c.label] as const)} />
                    </select>
                  </td>
                  <td className="py-2 pr-2">
                    <input aria-label={`Row ${i + 1} HSN`} className="input w-24 font-mono" inputMode="numeric" maxLength={8} value={r.hsn} onChange={(e) => setRow(i, { hsn: e.target.value })} />
                  </td>
                  <td className="py-2 pr-2">
                    <input aria-label={`Row ${i + 1} rate`} className="input w-20" type="number" min={0} max={40} step={0.01} value={r.rate} onChange={(e) => setRow(i, { rate: e.target.value })} />
                  </td>
                  <td className="py-2 pr-2">
                    <input
                      aria-label={`Row ${i + 1} lower rate`}
                      className="input w-20"
                      type="number"
                      min={0}
                      max={40}
                      step={0.01}
                      value={r.lowerRate}
                      onChange={(e) => setRow(i, { lowerRate: e.target.value })}
                    />
                  </td>
                  <td className="py-2 pr-2">
                    <input aria-label={`Row ${i + 1} lower rate up to`} className="input w-28" type="number" min={0} step={1} value={r.upTo} onChange={(e) => setRow(i, { upTo: e.target.value })} />
                  </td>
                  <td className="py-2 text-right">
                    <button type="button" className="text-sm text-ink-soft underline underline-offset-4 hover:text-sale" onClick={() => setRows((cur) => cur.filter((_, n) => n !== i))}>
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button type="button" className="mt-3 text-sm underline underline-offset-4" onClick={() => setRows((cur) => [...cur, { categoryId: '', hsn: '', rate: '18', lowerRate: '', upTo: '' }])}>
          Add a row
        </button>
      </Panel>
    </SettingsForm>
  );
}
