/** Headers every service understands. */

export const APPLICATION_TYPE_HEADER = 'X-Application-Type';
export const APPLICATION_TYPES = { web: 'HEALTHCARE_PORTAL', native: 'HEALTHCARE_MOBILE' } as const;
export type ApplicationType = (typeof APPLICATION_TYPES)[keyof typeof APPLICATION_TYPES];

/**
 * Native builds have no meaningful host, so they name their brand explicitly.
 * On the web the server resolves the brand from the Host header instead.
 */
export const BRAND_HEADER = 'X-Portal-Brand';
