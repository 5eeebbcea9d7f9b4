/** How each settings form sends: one save, the server's message (or the form's own) as a toast, or why not above the form. */
import type { ShopSettingsBody } from '@shop/shared';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { errorMessage } from '@/lib/error-message';
import { useSaveSettings } from './api';

export function useSettingsSave() {
  const save = useSaveSettings();
  const [problem, setProblem] = useState<string | null>(null);
  /** Sends the part of the settings the form owns; `done` replaces the server's message. */
  const send = (body: ShopSettingsBody, done?: string) => {
    setProblem(null);
    save.mutate(body, {
      onSuccess: ({ message }) => toast.success(done ?? message),
      onError: (err) => setProblem(errorMessage(err, 'The settings could not be saved. Please try again.')),
    });
  };
  return { problem, setProblem, send, busy: save.isPending };
}
