/**
 * THE route table: the only place in the web app where a URL string is written.
 * Keys are the spec's route names; components navigate with `paths.X.getHref()`.
 */

export { educationTopics, type EducationTopic } from '@sehat/core/education/topics/topic';
import type { EducationTopic } from '@sehat/core/education/topics/topic';
import { pagePaths } from '@sehat/core/site/page-paths';
import { checkinParams } from '@sehat/core/checkins/links';
import { forumParams } from '@sehat/core/notifications/links';
import {
  screeningSlugs,
  type ScoredScreeningCode,
  type ScreeningCode,
} from '@sehat/core/screenings/instruments';

export { checkinParams, forumParams };

/**
 * Where /login and /register send the visitor afterwards (see lib/auth/return-to.ts), whether
 * the chat opens there, and whether they chose to share their result with the counsellors.
 */
/** `share`: the screening whose result the visitor chose to share with the counsellors. */
export type ReturnTo = { path: string; chat?: boolean | undefined; share?: ScreeningCode | undefined };

/** Places on the profile page a link may lead to. */
export const profileSections = { deleteAccount: 'hapus-akun', verifyEmail: 'verifikasi-email' } as const;
type ProfileSection = (typeof profileSections)[keyof typeof profileSections];

/** Query parameters of /login and /register: the page to return to, the chat, the share choice. */
export const authParams = { next: 'next', chat: 'chat', share: 'bagikan' } as const;

const authHref = (path: string, returnTo?: ReturnTo) =>
  withQuery(path, {
    [authParams.next]: returnTo?.path,
    [authParams.chat]: returnTo?.chat ? '1' : undefined,
    [authParams.share]: returnTo?.chat ? returnTo.share : undefined,
  });

const optional = (...parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p))
    .map((p) => `/${encodeURIComponent(p)}`)
    .join('');

export const paths = {
  Home: { path: pagePaths.Home, getHref: () => '/' },
  TesDiri: { path: pagePaths.TesDiri, getHref: () => '/tes-diri' },
  /** PHQ-9 or GAD-7: the questionnaire, and the newest result. */
  Screening: {
    path: pagePaths.Screening,
    getHref: (code: ScoredScreeningCode) => `/tes-diri/${screeningSlugs[code]}`,
  },
  ScreeningResult: {
    path: pagePaths.ScreeningResult,
    getHref: (code: ScoredScreeningCode) => `/tes-diri/${screeningSlugs[code]}/hasil`,
  },
  ResultIsNeurosis: { path: pagePaths.ResultIsNeurosis, getHref: () => '/hasil/neurosis' },
  ResultIsPsychotic: {
    path: pagePaths.ResultIsPsychotic,
    getHref: (severity?: string) => `/hasil/psikotik${optional(severity)}`,
  },
  ResultIsPTSD: {
    path: pagePaths.ResultIsPTSD,
    getHref: (params: { hasil?: string; severity?: string } = {}) =>
      `/hasil/ptsd${optional(params.hasil, params.hasil ? params.severity : undefined)}`,
  },
  ResultIsNormal: { path: pagePaths.ResultIsNormal, getHref: () => '/hasil/normal' },
  /** A logged-in user's past result, printable (an id, never the result itself). */
  SelftestReport: { path: pagePaths.SelftestReport, getHref: (id: number) => `/riwayat-tes/${id}` },
  Education: {
    path: pagePaths.Education,
    /** `kategori` preselects the article list's category (e.g. from a topic page). */
    getHref: (hash?: string, kategori?: string) =>
      `${withQuery('/edukasi', { [educationParams.category]: kategori })}${hash ? `#${hash}` : ''}`,
  },
  EducationTopic: {
    path: pagePaths.EducationTopic,
    getHref: (topic: EducationTopic) => `/edukasi/${topic}`,
  },
  Forum: {
    path: pagePaths.Forum,
    /** With a question id, the forum opens that question's detail panel. */
    getHref: (questionId?: number) => withQuery('/forum', { [forumParams.question]: questionId }),
  },
  Profile: {
    path: pagePaths.Profile,
    /** `hapus-akun`: straight to the form that deletes the account; `verifikasi-email`: to "kirim ulang". */
    getHref: (section?: ProfileSection) => `/profile${section ? `#${section}` : ''}`,
  },
  /** The user's data export as a readable, printable page. */
  MyData: { path: pagePaths.MyData, getHref: () => '/profile/data-saya' },
  /** What the person agreed to and when; withdrawing it. */
  ConsentSettings: { path: pagePaths.ConsentSettings, getHref: () => '/profile/persetujuan' },
  ChangePassword: { path: pagePaths.ChangePassword, getHref: () => '/ubah-kata-sandi' },
  Register: { path: pagePaths.Register, getHref: (returnTo?: ReturnTo) => authHref('/register', returnTo) },
  Login: { path: pagePaths.Login, getHref: (returnTo?: ReturnTo) => authHref('/login', returnTo) },
  ForgotPassword: { path: pagePaths.ForgotPassword, getHref: () => '/lupa-kata-sandi' },
  /** Opened from a reset mail or an admin's link, with its token (which the page then drops). */
  ResetPassword: { path: pagePaths.ResetPassword, getHref: () => '/atur-ulang-kata-sandi' },
  AccountDeleted: { path: pagePaths.AccountDeleted, getHref: () => '/akun-dihapus' },
  VerifyEmail: { path: pagePaths.VerifyEmail, getHref: () => '/verifikasi-email' },
  PrivacyPolicy: { path: pagePaths.PrivacyPolicy, getHref: () => '/kebijakan-privasi' },
  /** Consent to the current policy, asked before going on; then back to `returnTo`. */
  Consent: { path: pagePaths.Consent, getHref: (returnTo?: ReturnTo) => authHref('/persetujuan', returnTo) },
  TermsOfUse: { path: pagePaths.TermsOfUse, getHref: () => '/ketentuan-penggunaan' },
  /** The personal safety plan (Rencana Keamanan). */
  SafetyPlan: { path: pagePaths.SafetyPlan, getHref: () => '/rencana-keamanan' },
  /** Check-ins: the offer, the schedule and, with an id, that check-in's one-tap question. */
  Checkins: {
    path: pagePaths.Checkins,
    getHref: (checkinId?: number) => withQuery('/cek-kabar', { [checkinParams.checkin]: checkinId }),
  },
  /** Layanan Terdekat, optionally filtered (never with a position: that stays in the page). */
  Services: {
    path: pagePaths.Services,
    getHref: (filter: { q?: string; province?: string; type?: string } = {}) =>
      withQuery('/layanan', {
        [serviceParams.q]: filter.q,
        [serviceParams.province]: filter.province,
        [serviceParams.type]: filter.type,
      }),
  },
  HelpNow: { path: pagePaths.HelpNow, getHref: () => '/bantuan' },
  Outcomes: { path: pagePaths.Outcomes, getHref: () => '/hasil-layanan' },
  /** Guided self-help: the programmes, one programme, one of its sessions. */
  Programs: { path: pagePaths.Programs, getHref: () => '/program' },
  Program: { path: pagePaths.Program, getHref: (code: string) => `/program/${encodeURIComponent(code)}` },
  ProgramSession: {
    path: pagePaths.ProgramSession,
    getHref: (code: string, nomor: number) => `/program/${encodeURIComponent(code)}/sesi/${nomor}`,
  },
  AdminUsers: { path: pagePaths.AdminUsers, getHref: () => '/admin/users' },
  AdminQuestioner: { path: pagePaths.AdminQuestioner, getHref: () => '/admin/questioner' },
  AdminJournal: {
    path: pagePaths.AdminJournal,
    /** No view: the categories; `kategori`: one category's journals; `tambah`: the add form. */
    getHref: (view: { kategori?: string; tambah?: boolean } = {}) =>
      withQuery('/admin/journal', {
        [adminJournalParams.category]: view.kategori,
        [adminJournalParams.add]: view.tambah ? '1' : undefined,
      }),
  },
  AdminChat: {
    path: pagePaths.AdminChat,
    /**
     * With a user id, the inbox opens that user's conversation; `watch` opens it read-only for a
     * supervisor (no composer, nothing marked read).
     */
    getHref: (userId?: number, options: { watch?: boolean } = {}) =>
      userId
        ? withQuery('/admin/chat', { user: userId, pantau: options.watch ? 1 : undefined })
        : '/admin/chat',
  },
  AdminCannedResponses: {
    path: pagePaths.AdminCannedResponses,
    getHref: () => '/admin/chat/jawaban-cepat',
  },
  AdminForumUser: { path: pagePaths.AdminForumUser, getHref: () => '/admin/forum-user' },
  AdminModeration: { path: pagePaths.AdminModeration, getHref: () => '/admin/moderasi' },
  AdminCheckins: { path: pagePaths.AdminCheckins, getHref: () => '/admin/check-in' },
  AdminServices: { path: pagePaths.AdminServices, getHref: () => '/admin/layanan' },
  AdminServiceHours: { path: pagePaths.AdminServiceHours, getHref: () => '/admin/chat/jam-layanan' },
  AdminShifts: { path: pagePaths.AdminShifts, getHref: () => '/admin/chat/shift' },
  AdminReports: { path: pagePaths.AdminReports, getHref: () => '/admin/laporan' },
  AdminSupervision: { path: pagePaths.AdminSupervision, getHref: () => '/admin/supervisi' },
  AdminProgramFlags: { path: pagePaths.AdminProgramFlags, getHref: () => '/admin/program-bantu-diri' },
  AdminWellbeing: { path: pagePaths.AdminWellbeing, getHref: () => pagePaths.AdminWellbeing },
  /** The admin's own password (the user's ChangePassword is closed to admins). */
  AdminChangePassword: { path: pagePaths.AdminChangePassword, getHref: () => '/admin/ubah-kata-sandi' },
} as const;

/** Query parameters of /layanan. */
export const serviceParams = { q: 'q', province: 'provinsi', type: 'jenis' } as const;

/** Query parameters of the education corner and the admin journal screen. */
export const educationParams = { category: 'kategori' } as const;
export const adminJournalParams = { category: 'kategori', add: 'tambah' } as const;

/** The id of the article section on /edukasi (spec §2: /edukasi#ruang-artikel). */
export const articleSectionId = 'ruang-artikel';

/** Any /admin/... path that is not a named route above (it redirects to Login). */
export const unknownAdminPath = pagePaths.AdminUnknown;

/** The HTTP API (api.md), same origin. */
export const apiPaths = {
  auth: {
    register: '/api/auth/register',
    login: '/api/auth/login',
    logout: '/api/auth/logout',
    session: '/api/auth/session',
    password: '/api/auth/password',
    passwordReset: '/api/auth/password-reset',
    passwordResetConfirm: '/api/auth/password-reset/confirm',
    emailVerification: '/api/auth/email-verification',
    emailVerificationConfirm: '/api/auth/email-verification/confirm',
  },
  push: {
    publicKey: '/api/push/public-key',
    subscriptions: '/api/push/subscriptions',
  },
  notificationPreferences: '/api/profile/notification-preferences',
  profile: '/api/profile',
  /** A JSON file of everything stored about the user (a download, not a fetch). */
  profileExport: '/api/profile/export',
  profileConsent: '/api/profile/consent',
  profileStatisticsConsent: '/api/profile/consent/statistics',
  /** Counsellor team name, contact details and the crisis help list (one list for every page). */
  site: '/api/site',
  adminUsers: '/api/admin/users',
  adminUser: (id: number) => `/api/admin/users/${id}`,
  adminUserResetLink: (id: number) => `/api/admin/users/${id}/password-reset-link`,
  adminMailStatus: '/api/admin/mail-status',
  adminAuditLog: '/api/admin/audit-log',
  journals: '/api/journals',
  adminJournals: '/api/admin/journals',
  adminJournal: (id: number) => `/api/admin/journals/${id}`,
  forum: {
    questions: '/api/forum/questions',
    question: (id: number) => `/api/forum/questions/${id}`,
    responses: (questionId: number) => `/api/forum/questions/${questionId}/responses`,
    response: (id: number) => `/api/forum/responses/${id}`,
    vote: (responseId: number) => `/api/forum/responses/${responseId}/vote`,
    reports: (kind: 'question' | 'response', id: number) => `/api/forum/${kind}s/${id}/reports`,
  },
  adminModeration: {
    queue: '/api/admin/moderation',
    decision: (kind: 'question' | 'response', id: number) => `/api/admin/moderation/${kind}/${id}`,
    log: '/api/admin/moderation/log',
  },
  selftest: {
    questions: '/api/selftest/questions',
    submissions: '/api/selftest/submissions',
    latest: '/api/selftest/submissions/latest',
    claim: '/api/selftest/submissions/claim',
    submission: (id: number) => `/api/selftest/submissions/${id}`,
  },
  screenings: {
    submissions: (code: ScoredScreeningCode) => `/api/screenings/${code}/submissions`,
    keep: '/api/screenings/submissions/keep',
  },
  adminSelftest: {
    questions: '/api/admin/selftest/questions',
    question: (nomor: number) => `/api/admin/selftest/questions/${nomor}`,
  },
  safetyPlan: '/api/safety-plan',
  checkins: '/api/checkins',
  outcomes: (period: { from: string; to: string }) => `/api/outcomes?from=${period.from}&to=${period.to}`,
  programs: {
    adminFlags: '/api/admin/programs/flags',
    adminConversation: (conversationId: number) => `/api/admin/programs/conversations/${conversationId}`,
    enrolment: (code: string) => `/api/programs/${encodeURIComponent(code)}/enrolment`,
    complete: (code: string, nomor: number) =>
      `/api/programs/${encodeURIComponent(code)}/sessions/${nomor}/complete`,
  },
  checkinAnswer: (id: number) => `/api/checkins/${id}/answer`,
  adminCheckins: '/api/admin/checkins',
  services: '/api/services',
  adminServices: '/api/admin/services',
  adminService: (id: number) => `/api/admin/services/${id}`,
  adminServicesImport: '/api/admin/services/import',
  /** The directory as a CSV file (a download, not a fetch). */
  adminServicesExport: '/api/admin/services/export',
  /** When counsellors are on duty (everyone reads it; admins replace it). */
  serviceHours: '/api/chat/service-hours',
  adminServiceHours: '/api/admin/service-hours',
  /** The counsellors' weekly shifts (staff read; supervisors replace). */
  adminShifts: '/api/admin/shifts',
  adminWhatsapp: '/api/admin/whatsapp',
  /** The member's linked WhatsApp number (masked), its one-time code, unlinking (ADR 233). */
  profileWhatsapp: '/api/profile/whatsapp',
  profileWhatsappLinkCode: '/api/profile/whatsapp/link-code',
  notifications: '/api/notifications',
  notificationsRead: '/api/notifications/read',
  chat: {
    conversation: '/api/chat/conversation',
    messages: (conversationId: number) => `/api/chat/conversations/${conversationId}/messages`,
    read: (conversationId: number) => `/api/chat/conversations/${conversationId}/read`,
    typing: (conversationId: number) => `/api/chat/conversations/${conversationId}/typing`,
    presence: (conversationId: number) => `/api/chat/conversations/${conversationId}/presence`,
    stream: '/api/chat/stream',
    history: '/api/chat/history',
    resultShare: '/api/chat/result-share',
    forumCrisis: '/api/chat/forum-crisis',
    rating: (conversationId: number) => `/api/chat/conversations/${conversationId}/rating`,
  },
  adminChat: {
    users: '/api/admin/chat/users',
    conversations: '/api/admin/chat/conversations',
    conversation: (id: number) => `/api/admin/chat/conversations/${id}`,
    counsellors: '/api/admin/chat/counsellors',
    presence: '/api/admin/presence',
    cannedResponses: '/api/admin/chat/canned-responses',
    cannedResponse: (id: number) => `/api/admin/chat/canned-responses/${id}`,
    notes: (id: number) => `/api/admin/chat/conversations/${id}/notes`,
    summary: (id: number) => `/api/admin/chat/conversations/${id}/summary`,
    risk: (id: number) => `/api/admin/chat/conversations/${id}/risk`,
    riskHandled: (id: number) => `/api/admin/chat/conversations/${id}/risk/handled`,
    whispers: (id: number) => `/api/admin/chat/conversations/${id}/whispers`,
    transfer: (id: number) => `/api/admin/chat/conversations/${id}/transfer`,
    escalations: (id: number) => `/api/admin/chat/conversations/${id}/escalations`,
    escalation: (id: number, escalationId: number) =>
      `/api/admin/chat/conversations/${id}/escalations/${escalationId}`,
  },
  adminSupervision: {
    live: '/api/admin/supervision/live',
    sample: '/api/admin/supervision/sample',
    debriefs: '/api/admin/supervision/debriefs',
    reviews: (conversationId: number) => `/api/admin/chat/conversations/${conversationId}/reviews`,
  },
  adminWellbeing: {
    entries: '/api/admin/wellbeing',
    debriefs: '/api/admin/wellbeing/debriefs',
    held: (debriefId: number) => `/api/admin/wellbeing/debriefs/${debriefId}/held`,
  },
  adminReports: {
    chat: '/api/admin/reports/chat',
    chatCsv: '/api/admin/reports/chat.csv',
    coverage: '/api/admin/reports/coverage',
    coverageCsv: '/api/admin/reports/coverage.csv',
    quality: '/api/admin/reports/quality',
  },
} as const;

/** `path` with a query string of the given values; undefined and empty values are left out. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The service worker, served from the site's root so its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

/** Calls under this prefix never invalidate the session on a 401 (a 401 is their answer). */
export const authApiPrefix = '/api/auth/';

const mapZoom = 13;
/** Half the width and height of the embedded map, in degrees (about 8 km around the point). */
const mapSpan = 0.07;

/** Links that leave the site, built from the operator's settings (GET /api/site). */
export const externalLinks = {
  /** Tap-to-call; a `,` pauses before an extension. */
  tel: (number: string) => `tel:${number}`,
  mail: (email: string) => `mailto:${email}`,
  /** A WhatsApp chat with an international number written without `+`. */
  whatsapp: (number: string) => `https://wa.me/${number}`,
  /** A place on OpenStreetMap (a service's location). */
  place: ({ lat, lng }: { lat: number; lng: number }) =>
    `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`,
  /** The OpenStreetMap page and its embeddable frame around a point. */
  map: ({ lat, lon }: { lat: number; lon: number }) => {
    const bbox = [lon - mapSpan, lat - mapSpan, lon + mapSpan, lat + mapSpan].map((n) => n.toFixed(4));
    return {
      page: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${mapZoom}/${lat}/${lon}`,
      embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox.join(',')}&layer=mapnik`,
    };
  },
};
