/** Which alert mails the shopper wants; each change is saved at once. */
import { ALERT_KINDS, ALERT_KIND_LABELS, type AlertKind } from '@shop/shared';
import { toast } from 'react-toastify';
import { CardHeading } from '@/components/ui/card-heading';
import { errorMessage } from '@/lib/error-message';
import { useMailPreferences, useUpdateMailPreferences } from '../api';

export function MailPreferencesCard() {
  const prefs = useMailPreferences();
  const update = useUpdateMailPreferences();

  function toggle(kind: AlertKind, on: boolean) {
    update.mutate({ [kind]: on }, { onError: (err) => toast.error(errorMessage(err, 'We could not save your mail preferences. Please try again.')) });
  }

  return (
    <section aria-labelledby="mail-preferences-heading" className="border border-line bg-white p-6 sm:px-8">
      <CardHeading id="mail-preferences-heading" title="Mail preferences" description="Choose the alerts we send you. Every alert mail also has a one-click unsubscribe link." />
      {prefs.isError ? (
        <p role="alert" className="mt-4 text-sm text-sale">
          Failed to load your mail preferences.
        </p>
      ) : (
        <fieldset className="mt-4 grid gap-3" disabled={!prefs.data} aria-busy={!prefs.data}>
          <legend className="sr-only">Alert mails</legend>
          {ALERT_KINDS.map((kind) => (
            <label key={kind} className="flex items-start gap-3 text-sm">
              <input type="checkbox" className="mt-0.5 h-4 w-4 accent-ink" checked={prefs.data?.[kind] ?? false} onChange={(e) => toggle(kind, e.target.checked)} />
              <span>{ALERT_KIND_LABELS[kind]}</span>
            </label>
          ))}
        </fieldset>
      )}
    </section>
  );
}
