/** Demo accounts seeded in every tenant on first start (also printed in the README). */
export const DEMO_PASSWORD = 'wellness-demo-2026';

/**
 * Each tenant has two demo companies: its main one (the built-in
 * questionnaire) and a partner company (the WHO-5 Well-Being Index).
 */
export const DEMO_COMPANIES = ['main', 'partners'] as const;
export type DemoCompany = (typeof DEMO_COMPANIES)[number];

/**
 * `member` has answered the questionnaire (two stored results, the latest 12
 * days ago, so it cannot retake yet); `new` and `who5` have not.
 */
export const DEMO_ACCOUNTS = [
  {
    localPart: 'member',
    role: 'member',
    firstName: 'Morgan',
    lastName: 'Lee',
    questionnaireAnswered: true,
    company: 'main',
  },
  {
    localPart: 'new',
    role: 'member',
    firstName: 'Noa',
    lastName: 'Park',
    questionnaireAnswered: false,
    company: 'main',
  },
  {
    localPart: 'editor',
    role: 'editor',
    firstName: 'Eden',
    lastName: 'Brooks',
    questionnaireAnswered: true,
    company: 'main',
  },
  {
    localPart: 'admin',
    role: 'admin',
    firstName: 'Avery',
    lastName: 'Stone',
    questionnaireAnswered: true,
    company: 'main',
  },
  {
    localPart: 'who5',
    role: 'member',
    firstName: 'Wren',
    lastName: 'Hale',
    questionnaireAnswered: false,
    company: 'partners',
  },
  {
    localPart: 'secure',
    role: 'member',
    firstName: 'Sasha',
    lastName: 'Reyes',
    questionnaireAnswered: false,
    company: 'main',
  },
] as const satisfies readonly {
  localPart: string;
  role: string;
  firstName: string;
  lastName: string;
  questionnaireAnswered: boolean;
  company: DemoCompany;
}[];

export function demoEmail(localPart: string, brandKey: string): string {
  return `${localPart}@${brandKey}.test`;
}

/**
 * The demo's operator (the operator console on OPERATOR_HOST): DEMO_PASSWORD, and an authenticator app
 * holding DEMO_AUTHENTICATOR_SECRET, as the operators' tenant requires two steps of everyone.
 */
export const DEMO_OPERATOR_EMAIL = 'operator@portal.test';

/** The demo account that signs in with a second step: its authenticator app holds this secret. */
export const DEMO_SECOND_STEP_LOCAL_PART = 'secure';

/**
 * The demo authenticator app's secret (base32; printed in the README so anyone can add it to an app and
 * try the second step). Public by design: it guards only demo data.
 */
export const DEMO_AUTHENTICATOR_SECRET = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
