import { educationTopics } from '../education/topics/topic';
import { programCodes } from '../programs/codes';
import { screeningSlugs } from '../screenings/instruments';

/**
 * The URL pattern of every screen (react-router syntax). The web route table
 * (apps/web/src/config/paths.ts) and the server, which answers these paths with the app's
 * HTML, both read this one list.
 */
export const pagePaths = {
  Home: '/',
  TesDiri: '/tes-diri',
  Screening: '/tes-diri/:screening',
  ScreeningResult: '/tes-diri/:screening/hasil',
  ResultIsNeurosis: '/hasil/neurosis',
  ResultIsPsychotic: '/hasil/psikotik/:severity?',
  ResultIsPTSD: '/hasil/ptsd/:hasil?/:severity?',
  ResultIsNormal: '/hasil/normal',
  SelftestReport: '/riwayat-tes/:id',
  Education: '/edukasi',
  EducationTopic: '/edukasi/:topic',
  Forum: '/forum',
  Profile: '/profile',
  MyData: '/profile/data-saya',
  /** What the person agreed to, and withdrawing it (issue 39 item 3). */
  ConsentSettings: '/profile/persetujuan',
  /** Where deleting one's account ends: what was removed (issue 39 item 5). */
  AccountDeleted: '/akun-dihapus',
  ChangePassword: '/ubah-kata-sandi',
  Register: '/register',
  Login: '/login',
  ForgotPassword: '/lupa-kata-sandi',
  ResetPassword: '/atur-ulang-kata-sandi',
  VerifyEmail: '/verifikasi-email',
  PrivacyPolicy: '/kebijakan-privasi',
  Consent: '/persetujuan',
  TermsOfUse: '/ketentuan-penggunaan',
  SafetyPlan: '/rencana-keamanan',
  Checkins: '/cek-kabar',
  Services: '/layanan',
  /** Guided self-help: the programmes, one programme, one of its sessions (issue 52). */
  Programs: '/program',
  Program: '/program/:code',
  ProgramSession: '/program/:code/sesi/:nomor',
  /** The service's published outcomes, per quarter. */
  Outcomes: '/hasil-layanan',
  /** "Butuh bantuan sekarang?": the crisis help, one tap from every page (ADR 114). */
  HelpNow: '/bantuan',
  AdminUsers: '/admin/users',
  AdminQuestioner: '/admin/questioner',
  AdminJournal: '/admin/journal',
  AdminChat: '/admin/chat',
  AdminCannedResponses: '/admin/chat/jawaban-cepat',
  AdminServiceHours: '/admin/chat/jam-layanan',
  AdminShifts: '/admin/chat/shift',
  AdminForumUser: '/admin/forum-user',
  AdminModeration: '/admin/moderasi',
  AdminCheckins: '/admin/check-in',
  AdminServices: '/admin/layanan',
  AdminReports: '/admin/laporan',
  AdminSupervision: '/admin/supervisi',
  AdminProgramFlags: '/admin/program-bantu-diri',
  AdminWellbeing: '/admin/kesejahteraan',
  AdminChangePassword: '/admin/ubah-kata-sandi',
  /** Any other /admin/... path: the app sends it to the login page. */
  AdminUnknown: '/admin/*',
} as const;

export type PageName = keyof typeof pagePaths;

/** A path the app has a screen for, with the values of its parameters. */
export interface PageMatch {
  name: PageName;
  params: Record<string, string>;
}

/** Which values a parameter may take where the route table lists them one by one. */
const paramValues: Partial<Record<string, readonly string[]>> = {
  topic: educationTopics,
  screening: Object.values(screeningSlugs),
  code: programCodes,
};

/** A malformed %-escape stays as written: it then matches no listed value. */
function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return '(?:/.*)?';
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param?.[1]) return `/${escape(segment)}`;
      names.push(param[1]);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${source || '/'}/?$`), names };
}

const compiled = (Object.keys(pagePaths) as PageName[]).map((name) => ({
  name,
  ...compile(pagePaths[name]),
}));

/** The screen `pathname` (no query string) shows, or undefined for the app's not-found page. */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const { name, regex, names } of compiled) {
    const found = regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    names.forEach((param, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[param] = safeDecode(value);
    });
    const allowed = names.every((param) => {
      const values = paramValues[param];
      return !values || params[param] === undefined || values.includes(params[param]);
    });
    if (allowed) return { name, params };
  }
  return undefined;
}
