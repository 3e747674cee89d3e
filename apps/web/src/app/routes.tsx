import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { NotFoundPage } from '#web/components/pages/not-found-page';
import { RouteErrorPage } from '#web/components/pages/route-error-page';
import { LoadingState } from '#web/components/ui/loading-state';
import type { ResultPage } from '@sehat/core/selftest/result-display';
import type { ResultRouteName } from '@sehat/core/selftest/result-routing';
import type { EducationTopic } from '@sehat/core/education/topics/topic';
import { scoredScreeningCodes, type ScoredScreeningCode } from '@sehat/core/screenings/instruments';
import { educationTopics, paths, unknownAdminPath } from '#web/config/paths';
import type { Access } from '#web/lib/auth/access-rules';
import { siteInfoQueryOptions } from '#web/lib/site/site-info';
import { guardLoader, sessionLoader } from './guards';
import { adminScreenData, screenData, topicData, type ScreenData } from './screen-data';
import { publicScreen, publicScreenRoute } from './screen-modules';
import { screenLoader, type LoaderSide } from './screen-loader';
import { RootLayout } from './layouts/root-layout';
import { SiteLayout } from './layouts/site-layout';

/** A result page: its loader checks for a stored result first (spec §2 Guards). */
function resultPage(queryClient: QueryClient, route: ResultRouteName, page: ResultPage): RouteObject {
  return {
    path: paths[route].path,
    lazy: async () => {
      const [{ ResultRoute }, { resultLoader }, { KeepResultsOffer }] = await Promise.all([
        import('#web/features/selftest/routes/result'),
        import('#web/features/selftest/routes/result-loader'),
        import('#web/features/screenings/components/keep-results-offer'),
      ]);
      return {
        loader: resultLoader(queryClient, route),
        Component: () => <ResultRoute page={page} keepResultsOffer={<KeepResultsOffer />} />,
      };
    },
  };
}

/** PHQ-9 or GAD-7: the questionnaire (a public page, rendered by the server) and its result. */
function screeningPages(queryClient: QueryClient, code: ScoredScreeningCode): RouteObject[] {
  const screen = publicScreen<{ code: ScoredScreeningCode }>('screenings/routes/screening', 'ScreeningRoute');
  return [
    {
      path: paths.Screening.getHref(code),
      handle: screen.handle,
      lazy: async () => {
        const ScreeningRoute = await screen.load();
        return { Component: () => <ScreeningRoute code={code} /> };
      },
    },
    {
      path: paths.ScreeningResult.getHref(code),
      lazy: async () => {
        const [{ ScreeningResultRoute }, { screeningResultLoader }] = await Promise.all([
          import('#web/features/screenings/routes/screening-result'),
          import('#web/features/screenings/routes/result-loader'),
        ]);
        return {
          loader: screeningResultLoader(queryClient, code),
          Component: () => <ScreeningResultRoute code={code} />,
        };
      },
    },
  ];
}

function FullPageLoading() {
  return <LoadingState fullPage />;
}

/**
 * The one route tree, for the browser and for the server's render of public pages (ADR 53):
 * `side` says whether a screen's loader starts its data (browser) or waits for it (server).
 * Guards are eager loaders (spec §2 Guards, decided in access-rules.ts);
 * screens are lazy chunks. Pathless layout routes carry the guard of their whole area. Each
 * screen's loader is declared beside (not inside) its `lazy`, so it starts the screen's data
 * while the chunk downloads (ADR 50).
 */
export function appRoutes(queryClient: QueryClient, side: LoaderSide): RouteObject[] {
  const guard = (access: Access) => guardLoader(queryClient, access);
  const load = (data: ScreenData, access?: Access) => screenLoader(queryClient, data, side, access);
  // Every site page shows the operator's settings (footer, crisis help): load them alongside.
  const siteLoader = async (args: LoaderFunctionArgs) => {
    const siteInfo = queryClient.prefetchQuery(siteInfoQueryOptions());
    if (side === 'server') await siteInfo;
    return guard('public')(args);
  };

  const siteRoutes: RouteObject[] = [
    { index: true, ...publicScreenRoute('landing/routes/landing', 'LandingRoute') },
    {
      path: paths.TesDiri.path,
      loader: load(screenData.selftest),
      ...publicScreenRoute('selftest/routes/tes-diri', 'TesDiriRoute'),
    },
    ...scoredScreeningCodes.flatMap((code) => screeningPages(queryClient, code)),
    resultPage(queryClient, 'ResultIsNeurosis', 'neurosis'),
    resultPage(queryClient, 'ResultIsPsychotic', 'psikotik'),
    resultPage(queryClient, 'ResultIsPTSD', 'ptsd'),
    resultPage(queryClient, 'ResultIsNormal', 'normal'),
    {
      path: paths.SelftestReport.path,
      loader: load(screenData.report, 'user'),
      lazy: async () => ({ Component: (await import('#web/features/selftest/routes/report')).ReportRoute }),
    },
    {
      path: paths.Education.path,
      loader: load(screenData.education),
      ...publicScreenRoute('education/routes/education', 'EducationRoute'),
    },
    ...educationTopics.map((topic) => {
      const screen = publicScreen<{ topic: EducationTopic }>('education/routes/topic', 'TopicRoute');
      return {
        path: paths.EducationTopic.getHref(topic),
        loader: load(topicData(topic)),
        handle: screen.handle,
        lazy: async () => {
          const TopicRoute = await screen.load();
          return { Component: () => <TopicRoute topic={topic} /> };
        },
      };
    }),
    {
      path: paths.Forum.path,
      loader: load(screenData.forum),
      ...publicScreenRoute('forum/routes/forum', 'ForumRoute'),
    },
    {
      path: paths.Profile.path,
      loader: load(screenData.profile, 'user'),
      lazy: async () => {
        const [
          { ProfileRoute },
          { NotificationPreferencesSection },
          { PushDeviceControl },
          { WhatsappLinkSection },
        ] = await Promise.all([
          import('#web/features/profile/routes/profile'),
          import('#web/features/notification-preferences/components/notification-preferences-section'),
          import('#web/features/push/components/push-device-control'),
          import('#web/features/whatsapp/profile/components/whatsapp-link-section'),
        ]);
        return {
          Component: () => (
            <ProfileRoute>
              <NotificationPreferencesSection device={<PushDeviceControl />} />
              <WhatsappLinkSection />
            </ProfileRoute>
          ),
        };
      },
    },
    {
      path: paths.MyData.path,
      loader: load(screenData.myData, 'user'),
      lazy: async () => ({
        Component: (await import('#web/features/profile/routes/my-data-page')).MyDataRoute,
      }),
    },
    {
      path: paths.ConsentSettings.path,
      loader: guard('user'),
      lazy: async () => ({
        Component: (await import('#web/features/profile/routes/consent-settings')).ConsentSettingsRoute,
      }),
    },
    {
      path: paths.ChangePassword.path,
      loader: guard('user'),
      lazy: async () => ({
        Component: (await import('#web/features/auth/routes/change-password')).ChangePasswordRoute,
      }),
    },
    {
      path: paths.Login.path,
      loader: guard('guest'),
      ...publicScreenRoute('auth/routes/login', 'LoginRoute'),
    },
    {
      path: paths.ForgotPassword.path,
      loader: guard('guest'),
      ...publicScreenRoute('auth/routes/forgot-password', 'ForgotPasswordRoute'),
    },
    {
      path: paths.ResetPassword.path,
      lazy: async () => ({
        Component: (await import('#web/features/auth/routes/reset-password')).ResetPasswordRoute,
      }),
    },
    {
      path: paths.AccountDeleted.path,
      lazy: async () => ({
        Component: (await import('#web/features/profile/routes/account-deleted')).AccountDeletedRoute,
      }),
    },
    {
      path: paths.VerifyEmail.path,
      lazy: async () => ({
        Component: (await import('#web/features/auth/routes/verify-email')).VerifyEmailRoute,
      }),
    },
    {
      path: paths.Register.path,
      loader: guard('guest'),
      ...publicScreenRoute('auth/routes/register', 'RegisterRoute'),
    },
    {
      path: paths.Consent.path,
      loader: guard('user'),
      lazy: async () => ({ Component: (await import('#web/features/auth/routes/consent')).ConsentRoute }),
    },
    {
      path: paths.SafetyPlan.path,
      ...publicScreenRoute('safety-plan/routes/safety-plan', 'SafetyPlanRoute'),
    },
    {
      path: paths.Services.path,
      loader: load(screenData.services),
      ...publicScreenRoute('services/routes/services', 'ServicesRoute'),
    },
    {
      path: paths.Checkins.path,
      loader: load(screenData.checkins),
      lazy: async () => ({
        Component: (await import('#web/features/checkins/routes/checkins')).CheckinsRoute,
      }),
    },
    { path: paths.PrivacyPolicy.path, ...publicScreenRoute('legal/routes/legal-page', 'PrivacyPolicyRoute') },
    { path: paths.TermsOfUse.path, ...publicScreenRoute('legal/routes/legal-page', 'TermsOfUseRoute') },
    { path: paths.Programs.path, ...publicScreenRoute('programs/routes/programs', 'ProgramsRoute') },
    { path: paths.Outcomes.path, ...publicScreenRoute('outcomes/routes/outcomes', 'OutcomesRoute') },
    { path: paths.Program.path, ...publicScreenRoute('programs/routes/program', 'ProgramRoute') },
    {
      path: paths.ProgramSession.path,
      ...publicScreenRoute('programs/routes/program-session', 'ProgramSessionRoute'),
    },
    {
      path: paths.HelpNow.path,
      loader: load(screenData.helpNow),
      ...publicScreenRoute('help/routes/help-now', 'HelpNowRoute'),
    },
    { path: '*', Component: NotFoundPage },
  ];

  const adminRoutes: RouteObject[] = [
    {
      path: paths.AdminUsers.path,
      loader: load(adminScreenData('adminUsers'), { area: 'users' }),
      lazy: async () => ({
        Component: (await import('#web/features/users/admin/routes/admin-users')).AdminUsersRoute,
      }),
    },
    {
      path: paths.AdminQuestioner.path,
      loader: load(adminScreenData('adminQuestions'), { area: 'questions' }),
      lazy: async () => ({
        Component: (await import('#web/features/selftest/admin/routes/admin-questioner'))
          .AdminQuestionerRoute,
      }),
    },
    {
      path: paths.AdminJournal.path,
      loader: load(adminScreenData('adminJournals'), { area: 'journals' }),
      lazy: async () => ({
        Component: (await import('#web/features/education/admin/routes/admin-journals')).AdminJournalsRoute,
      }),
    },
    {
      path: paths.AdminChat.path,
      loader: load(adminScreenData('adminInbox'), { area: 'inbox' }),
      lazy: async () => ({
        Component: (await import('#web/features/chat/admin/routes/admin-chat')).AdminChatRoute,
      }),
    },
    {
      path: paths.AdminCannedResponses.path,
      loader: load(adminScreenData('adminCannedResponses'), { area: 'inbox' }),
      lazy: async () => ({
        Component: (await import('#web/features/chat/admin/routes/admin-canned-responses'))
          .AdminCannedResponsesRoute,
      }),
    },
    {
      path: paths.AdminServiceHours.path,
      loader: load(adminScreenData('adminServiceHours'), { area: 'serviceHours' }),
      lazy: async () => {
        const [{ AdminServiceHoursRoute }, { WhatsappSettingsCard }] = await Promise.all([
          import('#web/features/service-hours/admin/routes/admin-service-hours'),
          import('#web/features/whatsapp/admin/components/whatsapp-settings-card'),
        ]);
        return {
          Component: () => (
            <AdminServiceHoursRoute>
              <WhatsappSettingsCard />
            </AdminServiceHoursRoute>
          ),
        };
      },
    },
    {
      path: paths.AdminShifts.path,
      loader: load(adminScreenData('adminShifts'), { area: 'inbox' }),
      lazy: async () => ({
        Component: (await import('#web/features/shifts/admin/routes/admin-shifts')).AdminShiftsRoute,
      }),
    },
    {
      path: paths.AdminForumUser.path,
      loader: load(screenData.forum, { area: 'moderation' }),
      lazy: async () => ({
        Component: (await import('#web/features/forum/admin/routes/admin-forum')).AdminForumRoute,
      }),
    },
    {
      path: paths.AdminModeration.path,
      loader: load(adminScreenData('adminModeration'), { area: 'moderation' }),
      lazy: async () => ({
        Component: (await import('#web/features/forum/admin/routes/admin-moderation')).AdminModerationRoute,
      }),
    },
    {
      path: paths.AdminCheckins.path,
      loader: load(adminScreenData('adminCheckins'), { area: 'checkins' }),
      lazy: async () => ({
        Component: (await import('#web/features/checkins/admin/routes/admin-checkins')).AdminCheckinsRoute,
      }),
    },
    {
      path: paths.AdminProgramFlags.path,
      loader: load(adminScreenData('adminProgramFlags'), { area: 'inbox' }),
      lazy: async () => ({
        Component: (await import('#web/features/programs/admin/routes/admin-program-flags'))
          .AdminProgramFlagsRoute,
      }),
    },
    {
      path: paths.AdminWellbeing.path,
      loader: guard({ area: 'inbox' }),
      lazy: async () => ({
        Component: (await import('#web/features/supervision/admin/routes/admin-wellbeing'))
          .AdminWellbeingRoute,
      }),
    },
    {
      path: paths.AdminServices.path,
      loader: load(adminScreenData('adminServices'), { area: 'services' }),
      lazy: async () => ({
        Component: (await import('#web/features/services/admin/routes/admin-services')).AdminServicesRoute,
      }),
    },
    {
      path: paths.AdminReports.path,
      loader: guard({ area: 'reports' }),
      lazy: async () => ({
        Component: (await import('#web/features/reports/admin/routes/admin-reports')).AdminReportsRoute,
      }),
    },
    {
      path: paths.AdminSupervision.path,
      loader: guard({ area: 'supervision' }),
      lazy: async () => ({
        Component: (await import('#web/features/supervision/admin/routes/admin-supervision'))
          .AdminSupervisionRoute,
      }),
    },
    {
      path: paths.AdminChangePassword.path,
      lazy: async () => ({
        Component: (await import('#web/features/auth/admin/routes/admin-change-password'))
          .AdminChangePasswordRoute,
      }),
    },
  ];

  return [
    {
      Component: RootLayout,
      loader: sessionLoader(queryClient),
      errorElement: <RouteErrorPage />,
      HydrateFallback: FullPageLoading,
      children: [
        {
          id: 'site',
          Component: SiteLayout,
          loader: siteLoader,
          // Errors of a page render inside the layout, keeping header and footer.
          children: [{ errorElement: <RouteErrorPage inSiteLayout />, children: siteRoutes }],
        },
        {
          id: 'admin',
          loader: guard('staff'),
          // Visitors never download the admin chrome: it comes with the first admin screen.
          lazy: async () => ({ Component: (await import('./layouts/admin-layout')).AdminLayout }),
          children: [{ errorElement: <RouteErrorPage />, children: adminRoutes }],
        },
        { path: unknownAdminPath, loader: guard('unknownAdmin') },
      ],
    },
  ];
}
