import type { TLoginResponse } from '@portal/contracts/auth';
import { loadClients } from '../api/load-clients';
import { readDeviceProof } from './device-proofs';
import { finishSignIn } from './sign-in';
import type { SignInResult } from './sign-in';

// Apart from sign-in.ts, which the login page carries: only the second step's form loads this.

/** POST /login/second-step with the ticket and an authenticator or recovery code, then `completeSignIn`. */
export async function completeSecondStep(input: {
  email: string;
  ticket: string;
  code: string;
}): Promise<SignInResult> {
  const { authClient } = await loadClients();
  const deviceProof = await readDeviceProof(input.email);
  const body = { ticket: input.ticket, code: input.code, ...(deviceProof ? { device_proof: deviceProof } : {}) };
  const { data: record } = await authClient.post<TLoginResponse>('/login/second-step', body);
  return finishSignIn(input.email, record);
}
