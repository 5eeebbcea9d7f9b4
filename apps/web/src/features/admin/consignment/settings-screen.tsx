/** /admin/consignment-settings: the terms new quotes are made on (the form is in settings-form.tsx). */
import { QueryScreen } from '../ui/query-screen';
import { useConsignmentSettings } from './api';
import { ConsignmentSettingsForm } from './settings-form';

export function ConsignmentSettingsScreen() {
  const query = useConsignmentSettings();
  return (
    <QueryScreen
      title="Consignment Settings"
      description="The terms new quotes are made on. Quotes already sent keep the terms they were sent with."
      query={query}
      loadingLabel="Loading the settings…"
    >
      {(s) => <ConsignmentSettingsForm initial={s} />}
    </QueryScreen>
  );
}
