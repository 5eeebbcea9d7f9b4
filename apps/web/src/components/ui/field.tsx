import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldShell {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** What a control needs from its labelled shell: its id and the ids that describe it. */
interface ControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The label (with a * when required), the control, and the hint or the error under it, wired together
 * by ids so that screen readers read the hint or error with the control.
 */
export function LabelledField({
  label,
  error,
  hint,
  required,
  id,
  className = '',
  children,
}: FieldShell & {
  id?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="label">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-sale">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: fieldId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint && !error ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({ label, error, hint, required, id, className, ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <input className="input" {...control} {...input} />}
    </LabelledField>
  );
}

export function TextAreaField({ label, error, hint, required, id, className, ...input }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <textarea className="input min-h-28" {...control} {...input} />}
    </LabelledField>
  );
}

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectField({ label, error, hint, required, id, className, children, ...select }: FieldShell & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledField label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <select className="input disabled:cursor-not-allowed disabled:bg-sand disabled:text-muted" {...control} {...select}>
          {children}
        </select>
      )}
    </LabelledField>
  );
}

/** An option of a select: its value (shown as it is), or its value and what it shows. */
export type Option = string | readonly [value: string, label: ReactNode];

/** The `<option>`s of a select. */
export function Options({ of }: { of: readonly Option[] | undefined }) {
  return (
    <>
      {of?.map((o) => {
        const [value, label] = typeof o === 'string' ? [o, o] : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
