/**
 * Request a product (catalogue §3, §5): product name, brand, description, price range and e-mail
 * required; the picture link must be a web address; phone optional. Stored by POST
 * /api/product-request; the toasts are the spec's.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { PRICE_RANGES, ProductRequestBodySchema } from '@shop/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Options, TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useSubmitProductRequest } from '../api';

type FormInput = z.input<typeof ProductRequestBodySchema>;
type FormOutput = z.output<typeof ProductRequestBodySchema>;

export const PRICE_RANGE_LABELS: Record<(typeof PRICE_RANGES)[number], string> = {
  '0-5000': '₹0 – ₹5,000',
  '5000-10000': '₹5,000 – ₹10,000',
  '10000-25000': '₹10,000 – ₹25,000',
  '25000-50000': '₹25,000 – ₹50,000',
  '50000+': '₹50,000 and above',
};

const EMPTY: FormInput = { productName: '', brand: '', description: '', imageUrl: '', priceRange: '' as never, contactEmail: '', contactPhone: '', additionalInfo: '' };

export function RequestProductForm() {
  const selectId = useId();
  const { register, handleSubmit, formState, reset, setError } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(ProductRequestBodySchema), defaultValues: EMPTY, mode: 'onTouched' });
  const submit = useSubmitProductRequest();
  const err = (name: keyof FormInput) => formState.errors[name]?.message as string | undefined;
  const onValid = (values: FormOutput) =>
    submit.mutate(values, {
      onSuccess: () => {
        toast.success('Your product request has been submitted successfully!');
        reset(EMPTY);
      },
      onError: (error) => {
        toast.error('Failed to submit your request. Please try again.');
        if (error instanceof ApiError) {
          for (const d of error.details ?? []) {
            const field = d.path.replace(/^body\./, '');
            if (field in EMPTY) setError(field as keyof FormInput, { message: d.message });
          }
        }
      },
    });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Product Name" required error={err('productName')} {...register('productName')} />
        <TextField label="Brand" required error={err('brand')} {...register('brand')} />
      </div>
      <TextAreaField
        label="Description"
        required
        rows={4}
        placeholder="Model, size, colour, material, year: anything that helps us find the right piece"
        error={err('description')}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Image URL" type="url" placeholder="https://" hint="A link to a picture of the piece, if you have one" error={err('imageUrl')} {...register('imageUrl')} />
        <div>
          <label htmlFor={selectId} className="label">
            Price Range
            <span aria-hidden="true" className="text-sale">
              {' '}
              *
            </span>
          </label>
          <select
            id={selectId}
            className="input"
            aria-invalid={err('priceRange') ? true : undefined}
            aria-describedby={err('priceRange') ? `${selectId}-error` : undefined}
            {...register('priceRange')}
          >
            <option value="">Choose a price range</option>
            <Options of={PRICE_RANGES.map((r) => [r, PRICE_RANGE_LABELS[r]] as const)} />
          </select>
          {err('priceRange') ? (
            <p id={`${selectId}-error`} className="mt-1 text-sm text-sale">
              {err('priceRange')}
            </p>
          ) : null}
        </div>
        <TextField label="Contact Email" type="email" required autoComplete="email" error={err('contactEmail')} {...register('contactEmail')} />
        <TextField label="Contact Phone" type="tel" autoComplete="tel" hint="Optional" error={err('contactPhone')} {...register('contactPhone')} />
      </div>
      <TextAreaField label="Additional Information" rows={3} error={err('additionalInfo')} {...register('additionalInfo')} />
      <button type="submit" className="btn-primary w-full sm:w-auto sm:min-w-56" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting...' : 'Submit Request'}
      </button>
    </form>
  );
}
