import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { ZTwoStepReset } from '@portal/contracts/sign-in-security';
import { loadClients } from '@/api/load-clients';

/** `POST /admin/members/:id/two-step/reset`: `reset` is false when the member had nothing to reset. */
export function useResetTwoStep(id: string) {
  return useMutation({
    mutationFn: async () => {
      const { authorizationClient } = await loadClients();
      const { data } = await authorizationClient.post<z.infer<typeof ZTwoStepReset>>(
        `/admin/members/${encodeURIComponent(id)}/two-step/reset`,
      );
      return data;
    },
  });
}
