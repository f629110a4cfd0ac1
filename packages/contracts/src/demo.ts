/** Demo accounts seeded in every tenant on first start (also printed in the README). */
export const DEMO_PASSWORD = 'wellness-demo-2026';

export const DEMO_ACCOUNTS = [
  { localPart: 'member', role: 'member', firstName: 'Morgan', lastName: 'Lee', questionnaireAnswered: true },
  { localPart: 'new', role: 'member', firstName: 'Noa', lastName: 'Park', questionnaireAnswered: false },
  { localPart: 'editor', role: 'editor', firstName: 'Eden', lastName: 'Brooks', questionnaireAnswered: true },
  { localPart: 'admin', role: 'admin', firstName: 'Avery', lastName: 'Stone', questionnaireAnswered: true },
] as const;

export function demoEmail(localPart: string, brandKey: string): string {
  return `${localPart}@${brandKey}.test`;
}
