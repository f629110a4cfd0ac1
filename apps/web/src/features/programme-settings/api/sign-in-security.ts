import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSignInSecuritySettings, TTwoStepStatus } from '@portal/contracts/sign-in-security';
import { loadClients } from '@/api/load-clients';

const KEYS = {
  settings: ['admin-programme', 'sign-in-security'] as const,
  ownTwoStep: ['admin-programme', 'own-two-step'] as const,
};

async function client() {
  return (await loadClients()).authorizationClient;
}

/** `GET /admin/sign-in-security`: who must use two-step sign-in, and the idle minutes. */
export function useSignInSecurity() {
  return useQuery({
    queryKey: KEYS.settings,
    queryFn: async () => (await (await client()).get<TSignInSecuritySettings>('/admin/sign-in-security')).data,
  });
}

export function useSaveSignInSecurity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSignInSecuritySettings) =>
      (await (await client()).put<TSignInSecuritySettings>('/admin/sign-in-security', request)).data,
    onSuccess: (data) => queryClient.setQueryData(KEYS.settings, data),
  });
}

/** The signed-in admin's own second factors, to warn before requiring what they have not set up. */
export function useOwnTwoStepStatus() {
  return useQuery({
    queryKey: KEYS.ownTwoStep,
    queryFn: async () => (await (await client()).get<TTwoStepStatus>('/accounts/me/two-step')).data,
  });
}
