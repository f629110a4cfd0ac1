import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPasskey,
  TPasskeyCreationOptions,
  TPasskeysResponse,
  TRenamePasskeyRequest,
} from '@portal/contracts/passkeys';
import { loadClients } from '@/api/load-clients';
import { withStepUp } from '@/session/step-up/step-up-requests';
import { getCurrentUserQueryOptions } from '@/session/use-current-user';

/** `GET /accounts/me/passkeys`: the member's passkeys, oldest first. */
export async function getPasskeys(): Promise<TPasskeysResponse> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.get<TPasskeysResponse>('/accounts/me/passkeys');
  return data;
}

export function getPasskeysQueryOptions() {
  return queryOptions({ queryKey: ['passkeys'], queryFn: getPasskeys });
}

export function usePasskeys() {
  return useQuery(getPasskeysQueryOptions());
}

/**
 * Adds a passkey: the server's options, the browser's ceremony (the member's fingerprint, face or PIN),
 * then the new passkey to store under `name`. SimpleWebAuthn loads here, not with the screen.
 *
 * Adding one needs a recent proof (step-up): without it the options answer STEP_UP_REQUIRED, so the prompt
 * asks for the password or a code before the device's own prompt opens. Should the window close while the
 * device's prompt is open, the server refuses the new passkey without spending its challenge: the prompt
 * asks again and the same answer is sent once more, with no second ceremony.
 */
export async function addPasskey(name: string): Promise<TPasskey> {
  const [{ startRegistration }, { authorizationClient }] = await Promise.all([
    import('@simplewebauthn/browser'),
    loadClients(),
  ]);
  const { data: optionsJSON } = await withStepUp(() =>
    authorizationClient.post<TPasskeyCreationOptions>('/accounts/me/passkeys/options'),
  );
  const response = await startRegistration({ optionsJSON });
  const { data } = await withStepUp(() =>
    authorizationClient.post<TPasskey>('/accounts/me/passkeys', { name, response }),
  );
  return data;
}

export async function renamePasskey(id: string, request: TRenamePasskeyRequest): Promise<TPasskey> {
  const { authorizationClient } = await loadClients();
  const { data } = await authorizationClient.patch<TPasskey>(
    `/accounts/me/passkeys/${encodeURIComponent(id)}`,
    request,
  );
  return data;
}

/** `DELETE /accounts/me/passkeys/:id` (204); 403 STEP_UP_REQUIRED without a recent proof. */
export async function removePasskey(id: string): Promise<void> {
  const { authorizationClient } = await loadClients();
  await authorizationClient.delete(`/accounts/me/passkeys/${encodeURIComponent(id)}`);
}

/**
 * After any change: the list; the two-step status beside it on the Security screen (it counts passkeys:
 * its query key, `['two-step']`, is the security feature's); and the current user, whose session a first
 * passkey frees from "set up two-step sign-in first".
 */
export function useRefreshPasskeys() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getPasskeysQueryOptions().queryKey }),
      queryClient.invalidateQueries({ queryKey: ['two-step'] }),
      queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
    ]);
}

export function useRemovePasskey() {
  const refresh = useRefreshPasskeys();
  return useMutation({ mutationFn: removePasskey, onSettled: refresh });
}
