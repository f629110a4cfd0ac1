import type { AppRoute } from '../app-route';

/**
 * The admin console's screens (issue #16), one chunk each with its section's catalog. The console's
 * layout and role gate wrap them; a section's entry goes here when its screen exists.
 */
export const adminScreens: AppRoute[] = [];
