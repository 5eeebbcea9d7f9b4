/** A brand's name and description fields, as the brand screen and the product form's "new brand" ask them. */
import type { KeyboardEvent } from 'react';
import { TextAreaField, TextField } from '@/components/ui/field';

export function BrandTextFields({
  name,
  description,
  onName,
  onDescription,
  errors,
  onNameKeyDown,
  descriptionClassName,
}: {
  name: string;
  description: string;
  onName: (name: string) => void;
  onDescription: (description: string) => void;
  errors: { name?: string; description?: string };
  onNameKeyDown?: (e: KeyboardEvent) => void;
  /** The description box's height, e.g. `[&_textarea]:min-h-28`. */
  descriptionClassName: string;
}) {
  return (
    <>
      <TextField label="Brand name" required value={name} onChange={(e) => onName(e.target.value)} onKeyDown={onNameKeyDown} error={errors.name} maxLength={80} autoFocus />
      <TextAreaField
        label="Brand description"
        required
        value={description}
        onChange={(e) => onDescription(e.target.value)}
        error={errors.description}
        maxLength={2000}
        className={descriptionClassName}
      />
    </>
  );
}
