/**
 * The contact form (storefront §3, §5): name, email and message, all required. Unlike the spec's
 * simulated one it is really sent (POST /api/contact); while sending the button says so, and on
 * success a thank-you message replaces the form.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBodySchema } from '@shop/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast, type ToastOptions } from 'react-toastify';
import { TextAreaField, TextField } from '@/components/ui/field';
import { CheckIcon } from '@/components/ui/icons';
import { errorMessage } from '@/lib/error-message';
import { useSession } from '@/lib/session';
import { useSendContact } from '../api';

const ContactFormSchema = ContactBodySchema.omit({ product_id: true });

export interface ContactFormProps {
  /** Sent with the message when asked from a product page. */
  productId?: string;
  toastOptions?: ToastOptions;
  submitLabel?: string;
}

export function ContactForm({ productId, toastOptions, submitLabel = 'Send Message' }: ContactFormProps) {
  const session = useSession();
  const send = useSendContact();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const defaults = { name: session ? `${session.user.first_name} ${session.user.last_name}`.trim() : '', email: session?.user.email ?? '', message: '' };
  const { register, handleSubmit, reset, formState } = useForm({ resolver: zodResolver(ContactFormSchema), defaultValues: defaults });
  const errors = formState.errors;

  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { ...values, ...(productId ? { product_id: productId } : {}) },
      {
        onSuccess: () => {
          setSentTo(values.name);
          reset(defaults);
        },
        onError: (err) => toast.error(errorMessage(err, 'We could not send your message right now. Please try again.'), toastOptions),
      },
    ),
  );

  if (sentTo !== null) {
    return (
      <div role="status" className="flex flex-col items-start gap-3 border border-line bg-white p-6">
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-success text-white">
          <CheckIcon size={20} />
        </span>
        <p className="font-serif text-2xl">Thank you{sentTo ? `, ${sentTo.split(' ')[0]}` : ''}!</p>
        <p className="text-sm text-ink-soft">Your message has reached our team. We will reply by e-mail as soon as we can.</p>
        <button type="button" className="text-sm underline underline-offset-4" onClick={() => setSentTo(null)}>
          Send another message
        </button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" required autoComplete="name" {...register('name')} error={errors.name?.message} />
      <TextField label="Email" type="email" required autoComplete="email" {...register('email')} error={errors.email?.message} />
      <TextAreaField label="Message" required rows={5} {...register('message')} error={errors.message?.message} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={send.isPending}>
          {send.isPending ? 'Sending…' : submitLabel}
        </button>
      </div>
    </form>
  );
}
