import { loadClients } from '../api/load-clients';
import { clearQuestionnaireDrafts } from './questionnaire-storage';
import { clearStoredSession, readAccessToken } from './storage';

/** A sign-out never waits long on the server: the member's device is cleared regardless. */
const LOGOUT_TIMEOUT_MS = 5000;

type SignOutTask = () => Promise<void>;
const signOutTasks = new Set<SignOutTask>();

/**
 * Work that needs the session before it goes (the native shell removes the phone's push registration):
 * run first at sign-out while the token is valid. A task must not throw; sign-out does not wait on failures.
 */
export function beforeSignOut(task: SignOutTask): () => void {
  signOutTasks.add(task);
  return () => signOutTasks.delete(task);
}

// Stays module state: signOut is called from features, screens and layouts; the native start-up adds its task.
/** Tests: forget the `beforeSignOut` tasks (the caches' `onSessionCleared` listeners stay). */
export function resetSignOutTasksForTests(): void {
  signOutTasks.clear();
}

type SessionClearedListener = () => void;
const clearedListeners = new Set<SessionClearedListener>();

/** Caches of signed-in data (the query client) register here to be emptied on sign-out. */
export function onSessionCleared(listener: SessionClearedListener): () => void {
  clearedListeners.add(listener);
  return () => clearedListeners.delete(listener);
}

/**
 * Runs the `beforeSignOut` tasks (while the token is still valid), revokes
 * the token on the server when there is one (a failure is ignored), then
 * clears the user: cached queries and every stored value (answers in
 * progress too). The caller
 * then goes to Login.
 */
export async function signOut(): Promise<void> {
  const token = readAccessToken();
  if (token) {
    await Promise.all([...signOutTasks].map((task) => task().catch((error: unknown) => console.error(error))));
    try {
      const { authClient } = await loadClients();
      // No body (undefined): nothing is sent, not even a content type.
      await authClient.post('/logout', undefined, {
        headers: { Authorization: `Bearer ${token}` },
        timeout: LOGOUT_TIMEOUT_MS,
      });
    } catch (error) {
      console.warn('The server could not revoke the session; it is cleared on this device.', error);
    }
  }
  for (const listener of clearedListeners) listener();
  clearStoredSession();
  clearQuestionnaireDrafts();
}
