import { PROGRAMME_PAGE_PROGRAMMES, PROGRAMMES } from '@portal/contracts/programmes';
import type { TProgrammePageProgramme } from '@portal/contracts/programmes';
import { isOperatorsPage, operatorPaths } from '../features/operator-console/operator-paths';
import { href, paths } from '../navigation/paths';
import { adminConsoleRoute } from './admin/console-route';
import { lazyLayout, redirectRoute, screenRoute } from './app-route';
import type { AppRoute } from './app-route';
import { gateProgrammeRoutes } from './programme-routes';
import { RootLayout } from './root-layout';

const PublicLayout = lazyLayout(() => import('./layouts/public-layout').then((m) => m.PublicLayout));
const DashboardLayout = lazyLayout(
  () => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout),
  ['dashboard'],
);
// The step-up prompt and the idle warning it mounts speak the dashboard's words.
const OperatorLayout = lazyLayout(
  () => import('./layouts/operator-layout').then((m) => m.OperatorLayout),
  ['dashboard', 'operator-console'],
);

/** The public screens that share the public layout; long-form ones get a wider card. */
/** A partner programme's page: the one programme screen, for this programme. */
function programmeRoute(path: string, programme: TProgrammePageProgramme): AppRoute {
  return screenRoute(path, () => import('../screens/partners/programme').then((m) => m.programmeScreen(programme)), [
    'partners',
  ]);
}

/** Signing in, and an invitation's or a reset's links: the member app's and the operators' host's alike. */
const signInScreens: AppRoute[] = [
  redirectRoute(paths.root, href('login')),
  screenRoute(paths.login, () => import('../screens/auth/login').then((m) => m.Login), ['sign-in']),
  screenRoute(
    paths.signInSecondStep,
    () => import('../screens/auth/sign-in-second-step').then((m) => m.SignInSecondStep),
    ['sign-in-steps'],
  ),
  screenRoute(
    paths.confirmInvitation,
    () => import('../screens/auth/confirm-invitation').then((m) => m.ConfirmInvitation),
    ['auth'],
  ),
  screenRoute(paths.forgotPassword, () => import('../screens/auth/forgot-password').then((m) => m.ForgotPassword), [
    'auth',
  ]),
  screenRoute(paths.resetPassword, () => import('../screens/auth/reset-password').then((m) => m.ResetPassword), [
    'auth',
  ]),
  screenRoute(paths.invitationExpired, () => import('../screens/auth/invalid-token').then((m) => m.InvalidToken), [
    'auth',
  ]),
];

const notFoundScreen = screenRoute('*', () => import('../screens/not-found').then((m) => m.NotFound));

const privacyScreen = screenRoute(
  paths.privacyPolicy,
  () => import('../screens/documents/privacy').then((m) => m.Privacy),
  ['content'],
);

const publicScreens: AppRoute[] = [
  ...signInScreens,
  screenRoute(paths.appSignIn, () => import('../screens/auth/app-sign-in').then((m) => m.AppSignIn), ['auth']),
  screenRoute(paths.thankYou, () => import('../screens/documents/thank-you').then((m) => m.ThankYou), [
    'content',
    'questionnaire-results',
  ]),
  screenRoute(paths.partnerHandoff, () => import('../screens/partners/partner-handoff').then((m) => m.PartnerHandoff), [
    'partners',
  ]),
  notFoundScreen,
];

const widePublicScreens: AppRoute[] = [
  screenRoute(
    paths.questionnaire,
    () => import('../screens/questionnaire/questionnaire').then((m) => m.QuestionnaireV3),
    ['questionnaire'],
    () => import('../screens/questionnaire/questionnaire-data').then((m) => m.prefetchQuestionnaireData()),
  ),
  privacyScreen,
];

/** The signed-in screens; the route guard keeps them for token holders. */
const dashboardScreens: AppRoute[] = [
  redirectRoute(paths.dashboard, href('home')),
  screenRoute(
    paths.home,
    () => import('../screens/home/home').then((m) => m.Home),
    ['content', 'dashboard', 'home', 'questionnaire-results'],
    () => import('../screens/home/home-data').then((m) => m.prefetchHomeData()),
  ),
  screenRoute(paths.articles, () => import('../screens/content/articles').then((m) => m.Articles), [
    'articles-and-videos',
    'content',
  ]),
  screenRoute(paths.article, () => import('../screens/content/article').then((m) => m.Article), [
    'articles-and-videos',
    'content',
    'editing-tools',
  ]),
  screenRoute(paths.editArticle, () => import('../screens/content/edit-article').then((m) => m.EditArticle), [
    'admin-content',
    'article-editor',
    'content',
    'editing-tools',
  ]),
  screenRoute(paths.videos, () => import('../screens/content/videos').then((m) => m.Videos), [
    'articles-and-videos',
    'content',
  ]),
  screenRoute(paths.video, () => import('../screens/content/video').then((m) => m.Video), [
    'articles-and-videos',
    'content',
  ]),
  screenRoute(paths.profile, () => import('../screens/profile/profile').then((m) => m.Profile), [
    'editing-tools',
    'profile',
  ]),
  screenRoute(paths.profileSecurity, () => import('../screens/profile/security').then((m) => m.Security), ['security']),
  screenRoute(paths.profilePrivacy, () => import('../screens/profile/privacy').then((m) => m.Privacy), ['privacy']),
  screenRoute(paths.dependent, () => import('../screens/dependents/dependents').then((m) => m.DependentPage), [
    'dependents',
  ]),
  screenRoute(paths.rewards, () => import('../screens/rewards/rewards').then((m) => m.Rewards), ['rewards']),
  screenRoute(paths.challenge, () => import('../screens/challenges/challenge').then((m) => m.Challenge), [
    'challenges',
  ]),
  screenRoute(
    paths.attentiveHealthScan,
    () => import('../screens/partners/attentive-health-scan').then((m) => m.AttentiveHealthScan),
    ['health-scan'],
  ),
  screenRoute(
    paths.attentiveHealthScanQuestionnaire,
    () =>
      import('../screens/partners/attentive-health-scan-questionnaire').then((m) => m.AttentiveHealthScanQuestionnaire),
    ['health-scan'],
  ),
  screenRoute(
    paths.attentiveHealthScanResult,
    () => import('../screens/partners/attentive-health-scan-result').then((m) => m.AttentiveHealthScanResult),
    ['health-scan'],
  ),
  // Every programme whose area is a page its tenant writes: the one programme screen.
  ...PROGRAMME_PAGE_PROGRAMMES.map((programme) => programmeRoute(PROGRAMMES[programme].path, programme)),
  screenRoute(paths.mayoClinic, () => import('../screens/partners/mayo-clinic').then((m) => m.MayoClinic), [
    'clinic-library',
  ]),
  screenRoute(
    paths.diseasesAndConditions,
    () => import('../screens/partners/diseases-and-conditions').then((m) => m.DiseasesAndConditions),
    ['clinic-library'],
  ),
  screenRoute(
    paths.diseaseOrCondition,
    () => import('../screens/partners/disease-or-condition').then((m) => m.DiseaseOrCondition),
    ['clinic-library'],
  ),
  screenRoute(paths.media, () => import('../screens/media/media').then((m) => m.Media), ['editing-tools', 'media']),
];

/**
 * The operator console's screens, on the operators' host only; the member app's screens are not there at
 * all (the route guard sends a token holder from their addresses, Login's Home among them, to the console).
 */
const operatorScreens: AppRoute[] = [
  screenRoute(
    operatorPaths.operatorProgrammes,
    () => import('../screens/operator/programmes').then((m) => m.OperatorProgrammes),
    ['operator-console'],
  ),
  screenRoute(
    operatorPaths.operatorNewProgramme,
    () => import('../screens/operator/new-programme').then((m) => m.NewProgramme),
    ['operator-console'],
  ),
  screenRoute(
    operatorPaths.operatorProgramme,
    () => import('../screens/operator/programme').then((m) => m.OperatorProgramme),
    ['operator-console'],
  ),
  screenRoute(
    operatorPaths.operatorAudit,
    () => import('../screens/operator/audit').then((m) => m.OperatorAudit),
    ['operator-console', 'admin-audit'],
  ),
];

/** The routes of a page: the operators' host has the console instead of the member app. */
export function routesForHost({ isOperatorsHost }: { isOperatorsHost: boolean }): AppRoute[] {
  if (isOperatorsHost) {
    return [
      {
        element: <RootLayout />,
        children: [
          {
            element: <PublicLayout />,
            preload: PublicLayout.preload,
            children: [...signInScreens, notFoundScreen],
          },
          { element: <PublicLayout isWide />, preload: PublicLayout.preload, children: [privacyScreen] },
          { element: <OperatorLayout />, preload: OperatorLayout.preload, children: operatorScreens },
        ],
      },
    ];
  }
  return [
    {
      element: <RootLayout />,
      children: [
        // Both public groups render the same layout, so moving between them keeps it mounted.
        { element: <PublicLayout />, preload: PublicLayout.preload, children: publicScreens },
        { element: <PublicLayout isWide />, preload: PublicLayout.preload, children: widePublicScreens },
        // A programme area the tenant does not offer shows the not-part-of-your-programme page instead.
        {
          element: <DashboardLayout />,
          preload: DashboardLayout.preload,
          prefetchData: () => import('./layouts/dashboard-data').then((m) => m.prefetchDashboardData()),
          children: [...gateProgrammeRoutes(dashboardScreens), adminConsoleRoute],
        },
      ],
    },
  ];
}

/**
 * Every route of the app, for `useRoutes` (declarative mode: no data router,
 * which alone would cost the login budget ~18 KB), as the page's brand has them. Every screen and layout
 * is its own chunk; the root layout applies the route guard on each navigation.
 */
export const routes: AppRoute[] = routesForHost({ isOperatorsHost: isOperatorsPage() });
