/** The HTTP clients (and axios) load on the first request, not with the app shell. */
export function loadClients() {
  return import('./clients');
}
