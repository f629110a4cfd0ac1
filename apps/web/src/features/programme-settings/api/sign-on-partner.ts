import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminSignOnPartnerResponse,
  TRotateSigningKeyResponse,
  TUpdateSignOnPartnerRequest,
} from '@portal/contracts/partner-sign-on';
import { getErrorStatus } from '@/api/error-message';
import { loadClients } from '@/api/load-clients';
import { withStepUp } from '@/session/step-up/step-up-requests';

const SETTINGS_PATH = '/admin/sign-on-partners/ally-health';

async function client() {
  return (await loadClients()).authorizationClient;
}

/**
 * `GET /admin/sign-on-partners/ally-health`; null when the programme does not offer Ally Health (404).
 * The server decides, not the page's list of programmes: that list leaves out a partner that has no
 * address yet, which is exactly when the admin needs this.
 */
export function getSignOnPartnerQueryOptions() {
  return queryOptions({
    queryKey: ['admin-programme', 'sign-on-partner', 'ally-health'] as const,
    queryFn: async (): Promise<TAdminSignOnPartnerResponse | null> => {
      try {
        return (await (await client()).get<TAdminSignOnPartnerResponse>(SETTINGS_PATH)).data;
      } catch (error) {
        if (getErrorStatus(error) === 404) return null;
        throw error;
      }
    },
  });
}

export function useSignOnPartner() {
  return useQuery(getSignOnPartnerQueryOptions());
}

export function useSaveSignOnPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    // Where members' handoffs go is sensitive: an old proof asks for the password or a code first.
    mutationFn: (request: TUpdateSignOnPartnerRequest) =>
      withStepUp(async () => (await (await client()).put<TAdminSignOnPartnerResponse>(SETTINGS_PATH, request)).data),
    onSuccess: (data) => queryClient.setQueryData(getSignOnPartnerQueryOptions().queryKey, data),
  });
}

/** `POST …/signing-key/rotation`: the keys after it, set into the partner's settings. */
export function useRotateSigningKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      withStepUp(
        async () =>
          (await (await client()).post<TRotateSigningKeyResponse>(`${SETTINGS_PATH}/signing-key/rotation`)).data,
      ),
    onSuccess: (keys) =>
      queryClient.setQueryData(getSignOnPartnerQueryOptions().queryKey, (current) =>
        current ? { ...current, ...keys } : current,
      ),
  });
}
