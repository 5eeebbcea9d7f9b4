/** A back-office settings form: why it was not saved at the top, its sections, then its save button. */
import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { SaveButton } from './save-button';

export function SettingsForm({
  label,
  onSubmit,
  problem,
  busy,
  saveLabel,
  className = 'max-w-3xl',
  children,
}: {
  /** The form's name, for a screen that holds more than one. */
  label?: string;
  onSubmit: (e: FormEvent) => void;
  problem: string | null;
  busy: boolean;
  saveLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate className={`space-y-5 ${className}`} aria-label={label}>
      <FormAlert>{problem}</FormAlert>
      {children}
      <SaveButton busy={busy}>{saveLabel}</SaveButton>
    </form>
  );
}
