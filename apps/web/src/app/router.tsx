import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { labels } from '@sehat/core/messages';
import { NotFoundPage } from '../components/pages/not-found-page';
import { RouteErrorPage } from '../components/pages/route-error-page';
import { LoadingState } from '../components/ui/loading-state';
import { educationTopics, paths, unknownAdminPath } from '../config/paths';
import type { Access } from '../lib/auth/access-rules';
import { guardLoader, sessionLoader } from './guards';
import { AdminLayout } from './layouts/admin-layout';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

/** Screens that later issues build: their heading and a "coming soon" notice for now. */
function comingSoon(title: string): RouteObject['lazy'] {
  return async () => {
    const { ComingSoonPage } = await import('../components/pages/coming-soon-page');
    return { Component: () => <ComingSoonPage title={title} /> };
  };
}

function FullPageLoading() {
  return <LoadingState fullPage />;
}

/**
 * The route tree. Guards are eager loaders (spec §2 Guards, decided in access-rules.ts);
 * screens are lazy chunks. Pathless layout routes carry the guard of their whole area.
 */
export function createAppRouter(queryClient: QueryClient) {
  const guard = (access: Access) => guardLoader(queryClient, access);

  const siteRoutes: RouteObject[] = [
    {
      index: true,
      lazy: async () => ({ Component: (await import('../features/landing/routes/landing')).LandingRoute }),
    },
    { path: paths.TesDiri.path, lazy: comingSoon(labels.nav.selfTest) },
    { path: paths.ResultIsNeurosis.path, lazy: comingSoon(labels.nav.selfTestResult) },
    { path: paths.ResultIsPsychotic.path, lazy: comingSoon(labels.nav.selfTestResult) },
    { path: paths.ResultIsPTSD.path, lazy: comingSoon(labels.nav.selfTestResult) },
    { path: paths.ResultIsNormal.path, lazy: comingSoon(labels.nav.selfTestResult) },
    { path: paths.Education.path, lazy: comingSoon(labels.nav.education) },
    ...educationTopics.map((topic) => ({
      path: paths.EducationTopic.getHref(topic),
      lazy: comingSoon(labels.topics[topic]),
    })),
    { path: paths.Forum.path, lazy: comingSoon(labels.nav.forum) },
    {
      path: paths.Profile.path,
      loader: guard('user'),
      lazy: async () => ({ Component: (await import('../features/profile/routes/profile')).ProfileRoute }),
    },
    {
      path: paths.ChangePassword.path,
      loader: guard('user'),
      lazy: async () => ({
        Component: (await import('../features/auth/routes/change-password')).ChangePasswordRoute,
      }),
    },
    {
      path: paths.Login.path,
      loader: guard('guest'),
      lazy: async () => ({ Component: (await import('../features/auth/routes/login')).LoginRoute }),
    },
    {
      path: paths.Register.path,
      loader: guard('guest'),
      lazy: async () => ({ Component: (await import('../features/auth/routes/register')).RegisterRoute }),
    },
    {
      path: paths.PrivacyPolicy.path,
      lazy: async () => ({
        Component: (await import('../features/legal/routes/legal-page')).PrivacyPolicyRoute,
      }),
    },
    {
      path: paths.TermsOfUse.path,
      lazy: async () => ({
        Component: (await import('../features/legal/routes/legal-page')).TermsOfUseRoute,
      }),
    },
    { path: '*', Component: NotFoundPage },
  ];

  const adminRoutes: RouteObject[] = [
    { path: paths.AdminUsers.path, lazy: comingSoon(labels.adminNav.users) },
    { path: paths.AdminQuestioner.path, lazy: comingSoon(labels.adminNav.questions) },
    { path: paths.AdminJournal.path, lazy: comingSoon(labels.adminNav.journals) },
    {
      path: paths.AdminChat.path,
      lazy: async () => ({ Component: (await import('../features/chat/routes/admin-chat')).AdminChatRoute }),
    },
    { path: paths.AdminForumUser.path, lazy: comingSoon(labels.nav.forum) },
  ];

  return createBrowserRouter([
    {
      Component: RootLayout,
      loader: sessionLoader(queryClient),
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageLoading,
      children: [
        {
          id: 'site',
          Component: SiteLayout,
          loader: guard('public'),
          // Errors of a page render inside the layout, keeping header and footer.
          children: [{ errorElement: <RouteErrorPage />, children: siteRoutes }],
        },
        {
          id: 'admin',
          Component: AdminLayout,
          loader: guard('admin'),
          children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
        },
        { path: unknownAdminPath, loader: guard('unknownAdmin') },
      ],
    },
  ]);
}
