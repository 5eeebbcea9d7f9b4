/**
 * The save of a back-office settings screen: PUT the body, keep the answer as what the screen reads,
 * and refresh the audit log (which records the change) and whatever else shows these settings.
 */
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { adminKey } from '../dashboard/api';

export function useSettingsMutation<Body, Settings>({
  path,
  queryKey,
  saved,
  alsoChanged = [],
}: {
  path: string;
  queryKey: QueryKey;
  /** The toast when the server says nothing. */
  saved: string;
  alsoChanged?: readonly QueryKey[];
}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Body) => {
      const res = await request<Settings>(path, { method: 'PUT', body });
      return { settings: res.data, message: res.message ?? saved };
    },
    onSuccess: ({ settings }) => {
      client.setQueryData(queryKey, settings);
      for (const key of [[...adminKey, 'audit'], ...alsoChanged]) void client.invalidateQueries({ queryKey: key });
    },
  });
}
