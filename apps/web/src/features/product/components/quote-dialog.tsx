/**
 * Quote Your Price (storefront §3–§5, §8): name, email, phone and price required (price at least
 * ₹1), WhatsApp and message optional. Sent to the shop as an offer; on success the form resets and
 * the dialog closes.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { OfferBodySchema, formatInr, toPaise } from '@shop/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField, TextField } from '@/components/ui/field';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useSubmitOffer } from '../api';
import { PRODUCT_TOAST } from '../toast-options';
import { FormActions } from '@/components/ui/form-actions';

const QuoteFormSchema = OfferBodySchema.omit({ product_id: true });

export interface QuoteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productName: string;
  /** The listed selling price in rupees, shown for reference. */
  listedPrice: number;
}

export function QuoteDialog({ open, onOpenChange, productId, productName, listedPrice }: QuoteDialogProps) {
  const session = useSession();
  const submit = useSubmitOffer();
  const defaults = {
    name: session ? `${session.user.first_name} ${session.user.last_name}`.trim() : '',
    email: session?.user.email ?? '',
    phone: '',
    whatsapp: '',
    price: undefined as unknown as number,
    message: '',
  };
  const form = useForm({ resolver: zodResolver(QuoteFormSchema), defaultValues: defaults });
  const { register, handleSubmit, reset, formState } = form;
  const errors = formState.errors;

  // Opening with a signed-in shopper fills in what we know.
  useEffect(() => {
    if (open && !formState.isDirty) reset(defaults);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = handleSubmit((values) => {
    submit.mutate(
      { ...values, product_id: productId },
      {
        onSuccess: () => {
          toast.success('Your price quote request has been submitted successfully!', PRODUCT_TOAST);
          reset(defaults);
          onOpenChange(false);
        },
        onError: (err) => {
          // A refused field (400) says which; anything else is the spec's failure text.
          const text = err instanceof ApiError && err.status === 400 ? err.message : 'Failed to submit your request. Please try again.';
          toast.error(text, PRODUCT_TOAST);
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Quote Your Price"
      description={
        <>
          Tell us what you would pay for <span className="font-medium text-ink">{productName}</span> (listed at {formatInr(toPaise(listedPrice))}). Our team replies by e-mail, usually within a day.
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="name" {...register('name')} error={errors.name?.message} className="sm:col-span-2" />
        <TextField label="Email" type="email" required autoComplete="email" {...register('email')} error={errors.email?.message} className="sm:col-span-2" />
        <TextField label="Phone" type="tel" required autoComplete="tel" {...register('phone')} error={errors.phone?.message} />
        <TextField label="WhatsApp" type="tel" autoComplete="tel" {...register('whatsapp')} error={errors.whatsapp?.message} hint="Optional" />
        <TextField
          label="Your Price (₹)"
          type="number"
          inputMode="decimal"
          min={1}
          step="1"
          required
          {...register('price', { valueAsNumber: true })}
          error={errors.price ? (Number.isNaN(form.getValues('price')) ? 'Please enter your price.' : errors.price.message) : undefined}
          className="sm:col-span-2"
        />
        <TextAreaField label="Message" {...register('message')} error={errors.message?.message} className="sm:col-span-2" placeholder="Optional" />
        <FormActions label="Submit Quote" busyLabel="Submitting..." busy={submit.isPending} onCancel={() => onOpenChange(false)} cancelWhileBusy className="sm:col-span-2" />
      </form>
    </Dialog>
  );
}
