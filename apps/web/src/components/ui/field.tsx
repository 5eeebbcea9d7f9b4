import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';

interface FieldShell {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

export function TextField({ label, error, hint, required, id, className = '', ...input }: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="label">
        {label}
        {required ? <span aria-hidden="true" className="text-sale"> *</span> : null}
      </label>
      <input
        id={fieldId}
        className="input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        {...input}
      />
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

export function TextAreaField({ label, error, required, id, className = '', ...input }: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="label">
        {label}
        {required ? <span aria-hidden="true" className="text-sale"> *</span> : null}
      </label>
      <textarea
        id={fieldId}
        className="input min-h-28"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        {...input}
      />
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1 text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
