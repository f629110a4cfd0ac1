import type { TChallengeEntryResult, TChallengeEntryRequest, TPhoneStepsRequest } from '@portal/contracts/challenges';
import { loadClients } from '@/api/load-clients';

/**
 * The challenge routes the phone's steps use, under `/api/authorization/challenges`. The steps go to the
 * portal's server and nowhere else: no analytics event carries them.
 */
const path = (id: string, rest: string) => `/challenges/${encodeURIComponent(id)}${rest}`;

/** `PUT /challenges/:id/phone-steps`: whether the member lets the app read the phone's steps for it. */
export async function savePhoneStepsChoice(challengeId: string, phoneSteps: boolean): Promise<void> {
  const body: TPhoneStepsRequest = { phone_steps: phoneSteps };
  await (await loadClients()).authorizationClient.put(path(challengeId, '/phone-steps'), body);
}

/** `PUT /challenges/:id/entries/:day` {value, source: 'phone'}: a day's steps as the phone counted them. */
export async function savePhoneDay(challengeId: string, day: string, value: number): Promise<TChallengeEntryResult> {
  const body: TChallengeEntryRequest = { value, source: 'phone' };
  const { data } = await (
    await loadClients()
  ).authorizationClient.put<TChallengeEntryResult>(path(challengeId, `/entries/${encodeURIComponent(day)}`), body);
  return data;
}
