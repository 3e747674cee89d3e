import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { KeyRound } from 'lucide-react';
import { labels } from '@sehat/core/messages';
import { adminCheckinLabels } from '@sehat/core/checkins/messages';
import { adminProgramLabels } from '@sehat/core/programs/messages';
import { forumLabels, forumModerationLabels } from '@sehat/core/forum/messages';
import { reportLabels } from '@sehat/core/reports/messages';
import { adminServiceLabels } from '@sehat/core/services/messages';
import { shiftLabels } from '@sehat/core/shifts/messages';
import { careLabels } from '@sehat/core/supervision/care-messages';
import { supervisionLabels } from '@sehat/core/supervision/messages';
import { mayUse, type StaffArea } from '@sehat/core/user/access';
import { initialsOf } from '@sehat/core/user/avatar';
import { paths } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { ButtonLink } from '../ui/button-link';
import { Logo } from './logo';
import { ThemeToggle } from './theme-toggle';
import pills from './nav-pills.module.css';
import styles from './admin-header.module.css';

/** Each entry names its part of the admin area; a role sees only the parts it may use. */
const adminNav: { label: string; to: string; area: StaffArea; inbox?: true }[] = [
  { label: labels.adminNav.users, to: paths.AdminUsers.getHref(), area: 'users' },
  { label: labels.adminNav.questions, to: paths.AdminQuestioner.getHref(), area: 'questions' },
  { label: labels.adminNav.journals, to: paths.AdminJournal.getHref(), area: 'journals' },
  { label: labels.adminNav.inbox, to: paths.AdminChat.getHref(), area: 'inbox', inbox: true },
  { label: adminCheckinLabels.adminNav, to: paths.AdminCheckins.getHref(), area: 'checkins' },
  { label: adminProgramLabels.adminNav, to: paths.AdminProgramFlags.getHref(), area: 'inbox' },
  { label: forumLabels.adminNav, to: paths.AdminForumUser.getHref(), area: 'moderation' },
  { label: forumModerationLabels.adminNav, to: paths.AdminModeration.getHref(), area: 'moderation' },
  { label: adminServiceLabels.adminNav, to: paths.AdminServices.getHref(), area: 'services' },
  { label: shiftLabels.adminNav, to: paths.AdminShifts.getHref(), area: 'shifts' },
  { label: reportLabels.adminNav, to: paths.AdminReports.getHref(), area: 'reports' },
  { label: supervisionLabels.adminNav, to: paths.AdminSupervision.getHref(), area: 'supervision' },
  { label: careLabels.adminNav, to: paths.AdminWellbeing.getHref(), area: 'inbox' },
];

/**
 * The admin area's only chrome: its navigation (`inboxBadge` beside Inbox), who is signed in,
 * `presence` (their online/away/offline), `notifications` (the bell), `chime` (its switch), their
 * password, and `logout` (auth's button, handed in by the admin layout, ADR 247).
 */
export function AdminHeader({
  notifications,
  inboxBadge,
  chime,
  presence,
  logout,
}: {
  notifications?: ReactNode;
  inboxBadge?: ReactNode;
  chime?: ReactNode;
  presence?: ReactNode;
  logout: ReactNode;
}) {
  const { user } = useSession();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <span className={styles.brand}>
          <Logo />
          <span className={styles.badge}>{labels.adminNav.area}</span>
        </span>
        <nav className={styles.nav} aria-label={labels.adminNav.navLabel}>
          <ul className={`${pills.list} ${styles.list}`}>
            {adminNav
              .filter((item) => user && mayUse(user.role, item.area))
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      `${pills.link} ${styles.link}${isActive ? ` ${pills.active}` : ''}`
                    }
                  >
                    {item.label}
                    {item.inbox && inboxBadge}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        {user && (
          <div className={styles.account} role="group" aria-label={labels.adminNav.account}>
            <span className={styles.initials} aria-hidden="true">
              {initialsOf(user.fullName, user.username)}
            </span>
            <span className={styles.name}>
              <span className={styles.signedInAs}>{labels.adminNav.signedInAs}</span>
              <span>{user.fullName || user.username}</span>
            </span>
            <div className={styles.accountActions}>
              {presence}
              {notifications}
              {chime}
              <ThemeToggle />
              <ButtonLink variant="ghost" size="sm" to={paths.AdminChangePassword.getHref()}>
                <KeyRound aria-hidden="true" size={18} />
                {labels.adminNav.changePassword}
              </ButtonLink>
              {logout}
            </div>
          </div>
        )}
      </div>
    </header>
  );
}
