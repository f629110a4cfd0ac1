/* eslint-disable lingui/no-unlocalized-strings -- test data: the server's answers, in its words */
import type { TBrandTheme } from '@portal/contracts/brand-theme';
import type { TOperatorProgramme, TOperatorProgrammeSummary } from '@portal/contracts/operator-console';

/** Where MSW answers the console's API (any origin). */
export const OPERATOR_API = '*/api/operator-console';

/** The default brand's theme (apps/server/brands/default/theme.css), which the server gives as the base. */
export const BASE_THEME: TBrandTheme = {
  primary: '#1d4ed8',
  primaryForeground: '#ffffff',
  primaryHover: '#1e40af',
  accent: '#e0eaff',
  accentForeground: '#1e3a8a',
  background: '#f8fafc',
  surface: '#ffffff',
  surfaceMuted: '#f1f5f9',
  foreground: '#0f172a',
  mutedForeground: '#475569',
  border: '#e2e8f0',
  ring: '#2563eb',
  destructive: '#b91c1c',
  destructiveForeground: '#ffffff',
  success: '#15803d',
  successForeground: '#ffffff',
  sidebar: '#ffffff',
  sidebarForeground: '#1e293b',
  sidebarActive: '#e0eaff',
  hero: 'linear-gradient(135deg, #1e3a8a 0%, #1d4ed8 100%)',
  radius: '0.5rem',
  fontSans: 'system-ui, sans-serif',
  fontHeading: 'system-ui, sans-serif',
};

export function programmeSummary(overrides: Partial<TOperatorProgrammeSummary> = {}): TOperatorProgrammeSummary {
  return {
    key: 'acme-health',
    name: 'Acme Health',
    status: 'active',
    deletionDueAt: null,
    address: 'https://acme.localhost',
    members: 1234,
    activeThisMonth: 56,
    senderConfigured: true,
    lastSignInAt: '2026-11-20T09:30:00.000Z',
    builtIn: false,
    ...overrides,
  };
}

export function operatorProgramme(overrides: Partial<TOperatorProgramme> = {}): TOperatorProgramme {
  return {
    ...programmeSummary(),
    hosts: ['acme.localhost'],
    theme: { ...BASE_THEME, primary: '#0e7490' },
    logoUrl: '/brands/acme-health/logo.3f9a0c2e1b7d4a65.png',
    faviconUrl: '/brands/acme-health/favicon.7c1d2e3f4a5b6c7d.png',
    programmes: ['mayo-clinic'],
    languages: ['en', 'es'],
    supportEmail: 'help@acme.example',
    senderName: 'Acme Health',
    ...overrides,
  };
}

/** The server's answer to a change made without a recent second factor. */
export const STEP_UP_REQUIRED = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'STEP_UP_REQUIRED',
  message: 'Confirm it’s you: enter your password or a code from your authenticator app.',
};

/** A refusal of bad input, naming its field. */
export function validationFailed(field: string, message: string) {
  return { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message, field };
}
