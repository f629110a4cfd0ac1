import { PROGRAMMES } from '@portal/contracts/programmes';

/**
 * Every route of the app, in one place (a programme's area from the registry, PROGRAMMES). Build links with
 * `href()`, never by concatenation.
 */
export const paths = {
  root: '/',
  login: '/login',
  signInSecondStep: '/login/second-step',
  questionnaire: '/questionnaire',
  confirmInvitation: '/confirm-invitation',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  invitationExpired: '/invitation-expired',
  thankYou: '/thankyou',
  privacyPolicy: '/privacy-policy',
  /** The native shell's partner sign-on, in the in-app browser (features/partner-sign-on). */
  partnerHandoff: '/partner-handoff',
  /** Where the website hands a sign-in to the native app (an app link; the contracts' APP_HANDOFF_PATH). */
  appSignIn: '/app-sign-in',
  media: '/media',
  dashboard: '/dashboard',
  home: '/dashboard/home',
  articles: '/dashboard/articles',
  article: '/dashboard/articles/:id',
  editArticle: '/dashboard/articles/:id/edit',
  videos: '/dashboard/videos',
  video: '/dashboard/videos/:id',
  profile: '/dashboard/profile',
  profileSecurity: '/dashboard/profile/security',
  profilePrivacy: '/dashboard/profile/privacy',
  dependent: '/dashboard/dependent',
  rewards: '/dashboard/rewards',
  challenge: '/dashboard/challenges/:id',
  ucm: PROGRAMMES.ucm.path,
  attentiveHealthScan: PROGRAMMES['attentive-health-scan'].path,
  attentiveHealthScanQuestionnaire: '/dashboard/attentive-health-scan-questionnaire',
  attentiveHealthScanResult: '/dashboard/attentive-health-scan-result',
  corpcare: PROGRAMMES.corpcare.path,
  ourRelationship: PROGRAMMES.ourrelationship.path,
  vrsFreedom365: PROGRAMMES.vrsfreedom365.path,
  mayoClinic: PROGRAMMES['mayo-clinic'].path,
  diseasesAndConditions: '/dashboard/mayo-clinic/diseases-and-conditions',
  diseaseOrCondition: '/dashboard/mayo-clinic/diseases-and-conditions/:id',
  /** The admin console; its sections' addresses are in ./admin-sections.ts, which only its code loads. */
  admin: '/admin',
} as const;

export type PathName = keyof typeof paths;

type ParamNames<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

/** Routes without parameters: `href(name)` needs nothing else. */
export type StaticPathName = {
  [Name in PathName]: [ParamNames<(typeof paths)[Name]>] extends [never] ? Name : never;
}[PathName];

type HrefArgs<Path extends string> = [ParamNames<Path>] extends [never]
  ? []
  : [params: Record<ParamNames<Path>, string | number>];

/** The `href` of a table of paths: each name's parameters are typed and encoded. */
export function hrefBuilder<Table extends Readonly<Record<string, string>>>(table: Table) {
  return function href<Name extends keyof Table & string>(name: Name, ...args: HrefArgs<Table[Name]>): string {
    const params = (args[0] ?? {}) as Record<string, string | number>;
    const pattern: Table[Name] & string = table[name];
    return pattern.replace(/:(\w+)/g, (_, key: string) => {
      const value = params[key];
      if (value === undefined) throw new Error(`href('${name}') needs the "${key}" parameter`);
      return encodeURIComponent(String(value));
    });
  };
}

/** `href('article', { id: 42 })` → `/dashboard/articles/42`. */
export const href = hrefBuilder(paths);

/** Screens that exist only inside the native shell. */
export const MOBILE_ONLY_PATHS: readonly string[] = [
  paths.attentiveHealthScanQuestionnaire,
  paths.attentiveHealthScanResult,
];
