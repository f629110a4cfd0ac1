/** The HTTP clients (and ky) load on the first request, not with the app shell. */
export function loadClients() {
  return import('./clients');
}
