import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAuthenticatorSetup,
  TConfirmAuthenticatorRequest,
  TRecoveryCodes,
  TTwoStepStatus,
} from '@portal/contracts/sign-in-security';
import { loadClients } from '@/api/load-clients';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';

/** `GET /accounts/me/two-step`: the app, recovery codes left, passkeys, and whether the programme requires it. */
export async function getTwoStepStatus(): Promise<TTwoStepStatus> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TTwoStepStatus>('/accounts/me/two-step');
  return data;
}

export const TWO_STEP_QUERY_KEY = ['two-step'] as const;

export function useTwoStepStatus() {
  return useQuery(queryOptions({ queryKey: TWO_STEP_QUERY_KEY, queryFn: getTwoStepStatus }));
}

export async function beginAuthenticatorSetup(): Promise<TAuthenticatorSetup> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TAuthenticatorSetup>('/accounts/me/two-step/authenticator');
  return data;
}

export async function confirmAuthenticator(request: TConfirmAuthenticatorRequest): Promise<TRecoveryCodes> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TRecoveryCodes>(
    '/accounts/me/two-step/authenticator/confirm',
    request,
  );
  return data;
}

export async function turnOffAuthenticator(): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.delete('/accounts/me/two-step/authenticator');
}

export async function renewRecoveryCodes(): Promise<TRecoveryCodes> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.post<TRecoveryCodes>('/accounts/me/two-step/recovery-codes');
  return data;
}

/**
 * After a change: the status again, and the current user (a programme that required two-step sign-in
 * held the session to setting it up until now).
 */
export function useRefreshTwoStep() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: TWO_STEP_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
    ]);
}

export function useBeginAuthenticatorSetup() {
  return useMutation({ mutationFn: beginAuthenticatorSetup });
}
