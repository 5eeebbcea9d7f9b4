import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';

/** A labelled native select (keyboard and screen-reader friendly on every platform). */
export function SelectField({ label, required, id, className = '', children, hint, ...select }: { label: ReactNode; required?: boolean; hint?: ReactNode } & SelectHTMLAttributes<HTMLSelectElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="label">
        {label}
        {required ? <span aria-hidden="true" className="text-sale"> *</span> : null}
      </label>
      <select id={fieldId} className="input disabled:cursor-not-allowed disabled:bg-sand disabled:text-muted" required={required} aria-describedby={hint ? `${fieldId}-hint` : undefined} {...select}>
        {children}
      </select>
      {hint ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
