/** An amount in rupees on a back-office form: a number from 0, to the paisa unless `step` says otherwise. */
import type { ComponentProps } from 'react';
import { TextField } from '@/components/ui/field';

export function RupeeField({ step = 0.01, ...field }: Omit<ComponentProps<typeof TextField>, 'type' | 'min' | 'inputMode'>) {
  return <TextField type="number" inputMode="decimal" min={0} step={step} {...field} />;
}
