import { redirectRoute, screenRoute } from './app-route';
import type { AppRoute } from './app-route';
import { lazyRoute } from './lazy-route';
import { href, paths } from './paths';
import { RootLayout } from './root-layout';

const PublicLayout = lazyRoute(() => import('./layouts/public-layout').then((m) => m.PublicLayout));
const DashboardLayout = lazyRoute(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));

/** The public screens that share the public layout; long-form ones get a wider card. */
const publicScreens: AppRoute[] = [
  redirectRoute(paths.root, href('login')),
  screenRoute(paths.login, () => import('../features/auth/routes/login').then((m) => m.Login)),
  screenRoute(paths.confirmInvitation, () =>
    import('../features/auth/routes/confirm-invitation').then((m) => m.ConfirmInvitation),
  ),
  screenRoute(paths.forgotPassword, () =>
    import('../features/auth/routes/forgot-password').then((m) => m.ForgotPassword),
  ),
  screenRoute(paths.resetPassword, () => import('../features/auth/routes/reset-password').then((m) => m.ResetPassword)),
  screenRoute(paths.invitationExpired, () =>
    import('../features/public-pages/routes/invalid-token').then((m) => m.InvalidToken),
  ),
  screenRoute(paths.thankYou, () => import('../features/public-pages/routes/thank-you').then((m) => m.ThankYou)),
  screenRoute('*', () => import('./not-found').then((m) => m.NotFound)),
];

const widePublicScreens: AppRoute[] = [
  screenRoute(paths.questionnaire, () =>
    import('../features/questionnaire/routes/questionnaire').then((m) => m.QuestionnaireV3),
  ),
  screenRoute(paths.privacyPolicy, () => import('../features/public-pages/routes/privacy').then((m) => m.Privacy)),
];

/** The signed-in screens; the route guard keeps them for token holders. */
const dashboardScreens: AppRoute[] = [
  redirectRoute(paths.dashboard, href('home')),
  screenRoute(paths.home, () => import('../features/dashboard/routes/home').then((m) => m.Home)),
  screenRoute(paths.articles, () => import('../features/dashboard/routes/articles').then((m) => m.Articles)),
  screenRoute(paths.article, () => import('../features/dashboard/routes/article').then((m) => m.Article)),
  screenRoute(paths.editArticle, () => import('../features/dashboard/routes/edit-article').then((m) => m.EditArticle)),
  screenRoute(paths.videos, () => import('../features/dashboard/routes/videos').then((m) => m.Videos)),
  screenRoute(paths.video, () => import('../features/dashboard/routes/video').then((m) => m.Video)),
  screenRoute(paths.profile, () => import('../features/profile/routes/profile').then((m) => m.Profile)),
  screenRoute(paths.dependent, () => import('../features/dependents/routes/dependents').then((m) => m.DependentPage)),
  screenRoute(paths.ucm, () => import('../features/partners/routes/ucm').then((m) => m.Ucm)),
  screenRoute(paths.attentiveHealthScan, () =>
    import('../features/partners/routes/attentive-health-scan').then((m) => m.AttentiveHealthScan),
  ),
  screenRoute(paths.attentiveHealthScanQuestionnaire, () =>
    import('../features/partners/routes/attentive-health-scan-questionnaire').then(
      (m) => m.AttentiveHealthScanQuestionnaire,
    ),
  ),
  screenRoute(paths.attentiveHealthScanResult, () =>
    import('../features/partners/routes/attentive-health-scan-result').then((m) => m.AttentiveHealthScanResult),
  ),
  screenRoute(paths.corpcare, () => import('../features/partners/routes/corpcare').then((m) => m.CorpCare)),
  screenRoute(paths.ourRelationship, () =>
    import('../features/partners/routes/our-relationship').then((m) => m.OurRelationship),
  ),
  screenRoute(paths.vrsFreedom365, () =>
    import('../features/partners/routes/vrs-freedom-365').then((m) => m.VrsFreedom365),
  ),
  screenRoute(paths.mayoClinic, () => import('../features/partners/routes/mayo-clinic').then((m) => m.MayoClinic)),
  screenRoute(paths.diseasesAndConditions, () =>
    import('../features/partners/routes/diseases-and-conditions').then((m) => m.DiseasesAndConditions),
  ),
  screenRoute(paths.diseaseOrCondition, () =>
    import('../features/partners/routes/disease-or-condition').then((m) => m.DiseaseOrCondition),
  ),
  screenRoute(paths.media, () => import('../features/media/routes/media').then((m) => m.Media)),
];

/**
 * Every route of the app, for `useRoutes` (declarative mode: no data router,
 * which alone would cost the login budget ~18 KB). Every screen and layout is
 * its own chunk; the root layout applies the route guard on each navigation.
 */
export const routes: AppRoute[] = [
  {
    element: <RootLayout />,
    children: [
      // Both public groups render the same layout, so moving between them keeps it mounted.
      { element: <PublicLayout />, preload: PublicLayout.preload, children: publicScreens },
      { element: <PublicLayout isWide />, preload: PublicLayout.preload, children: widePublicScreens },
      { element: <DashboardLayout />, preload: DashboardLayout.preload, children: dashboardScreens },
    ],
  },
];
