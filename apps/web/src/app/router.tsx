import { createBrowserRouter, redirect } from 'react-router';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { isNativePlatform } from '../platform/platform';
import { hasStoredToken } from '../session/storage';
import { href, paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { PublicRouteHandle } from './route-handle';
import { resolveGuardRedirect } from './route-guard';

/** Runs the guard on every navigation, the first included (see `shouldRevalidate`). */
export function guardLoader({ request }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const target = resolveGuardRedirect({ pathname, hasToken: hasStoredToken(), isNative: isNativePlatform() });
  if (target && target !== pathname) throw redirect(target);
  return null;
}

const wide: PublicRouteHandle = { isWide: true };

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    loader: guardLoader,
    shouldRevalidate: () => true,
    children: [
      {
        lazy: () => import('./layouts/public-layout').then((m) => ({ Component: m.PublicLayout })),
        children: [
          { index: true, loader: () => redirect(href('login')) },
          {
            path: paths.login,
            lazy: () => import('../features/auth/routes/login').then((m) => ({ Component: m.Login })),
          },
          {
            path: paths.questionnaire,
            handle: wide,
            lazy: () =>
              import('../features/public-pages/routes/questionnaire').then((m) => ({ Component: m.QuestionnaireV3 })),
          },
          {
            path: paths.confirmInvitation,
            lazy: () =>
              import('../features/auth/routes/confirm-invitation').then((m) => ({ Component: m.ConfirmInvitation })),
          },
          {
            path: paths.forgotPassword,
            lazy: () =>
              import('../features/auth/routes/forgot-password').then((m) => ({ Component: m.ForgotPassword })),
          },
          {
            path: paths.resetPassword,
            lazy: () => import('../features/auth/routes/reset-password').then((m) => ({ Component: m.ResetPassword })),
          },
          {
            path: paths.invitationExpired,
            lazy: () =>
              import('../features/public-pages/routes/invalid-token').then((m) => ({ Component: m.InvalidToken })),
          },
          {
            path: paths.thankYou,
            lazy: () => import('../features/public-pages/routes/thank-you').then((m) => ({ Component: m.ThankYou })),
          },
          {
            path: paths.privacyPolicy,
            handle: wide,
            lazy: () => import('../features/public-pages/routes/privacy').then((m) => ({ Component: m.Privacy })),
          },
          { path: '*', lazy: () => import('./not-found').then((m) => ({ Component: m.NotFound })) },
        ],
      },
      {
        lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
        children: [
          { path: paths.dashboard, loader: () => redirect(href('home')) },
          {
            path: paths.home,
            lazy: () => import('../features/dashboard/routes/home').then((m) => ({ Component: m.Home })),
          },
          {
            path: paths.articles,
            lazy: () => import('../features/dashboard/routes/articles').then((m) => ({ Component: m.Articles })),
          },
          {
            path: paths.article,
            lazy: () => import('../features/dashboard/routes/article').then((m) => ({ Component: m.Article })),
          },
          {
            path: paths.editArticle,
            lazy: () => import('../features/dashboard/routes/edit-article').then((m) => ({ Component: m.EditArticle })),
          },
          {
            path: paths.videos,
            lazy: () => import('../features/dashboard/routes/videos').then((m) => ({ Component: m.Videos })),
          },
          {
            path: paths.video,
            lazy: () => import('../features/dashboard/routes/video').then((m) => ({ Component: m.Video })),
          },
          {
            path: paths.profile,
            lazy: () => import('../features/dashboard/routes/profile').then((m) => ({ Component: m.Profile })),
          },
          {
            path: paths.dependent,
            lazy: () => import('../features/dashboard/routes/dependent').then((m) => ({ Component: m.DependentPage })),
          },
          {
            path: paths.ucm,
            lazy: () => import('../features/partners/routes/ucm').then((m) => ({ Component: m.Ucm })),
          },
          {
            path: paths.attentiveHealthScan,
            lazy: () =>
              import('../features/partners/routes/attentive-health-scan').then((m) => ({
                Component: m.AttentiveHealthScan,
              })),
          },
          {
            path: paths.attentiveHealthScanQuestionnaire,
            lazy: () =>
              import('../features/partners/routes/attentive-health-scan-questionnaire').then((m) => ({
                Component: m.AttentiveHealthScanQuestionnaire,
              })),
          },
          {
            path: paths.attentiveHealthScanResult,
            lazy: () =>
              import('../features/partners/routes/attentive-health-scan-result').then((m) => ({
                Component: m.AttentiveHealthScanResult,
              })),
          },
          {
            path: paths.corpcare,
            lazy: () => import('../features/partners/routes/corpcare').then((m) => ({ Component: m.CorpCare })),
          },
          {
            path: paths.ourRelationship,
            lazy: () =>
              import('../features/partners/routes/our-relationship').then((m) => ({ Component: m.OurRelationship })),
          },
          {
            path: paths.vrsFreedom365,
            lazy: () =>
              import('../features/partners/routes/vrs-freedom-365').then((m) => ({ Component: m.VrsFreedom365 })),
          },
          {
            path: paths.mayoClinic,
            lazy: () => import('../features/partners/routes/mayo-clinic').then((m) => ({ Component: m.MayoClinic })),
          },
          {
            path: paths.diseasesAndConditions,
            lazy: () =>
              import('../features/partners/routes/diseases-and-conditions').then((m) => ({
                Component: m.DiseasesAndConditions,
              })),
          },
          {
            path: paths.diseaseOrCondition,
            lazy: () =>
              import('../features/partners/routes/disease-or-condition').then((m) => ({
                Component: m.DiseaseOrCondition,
              })),
          },
          {
            path: paths.media,
            lazy: () => import('../features/media/routes/media').then((m) => ({ Component: m.Media })),
          },
        ],
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}
