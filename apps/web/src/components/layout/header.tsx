import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LifeBuoy, Menu, X } from 'lucide-react';
import { helpNowMessages } from '@sehat/core/help/messages';
import { labels } from '@sehat/core/messages';
import { paths, type ReturnTo } from '#web/config/paths';
import { useSession } from '#web/lib/auth/session';
import { QuickExitButton } from '../quick-exit/quick-exit-button';
import { buttonClassName } from '../ui/button-classes';
import { Logo } from './logo';
import { siteNavItems } from './site-nav-items';
import { ThemeToggle } from './theme-toggle';
import iconButton from './header-icon-button.module.css';
import pills from './nav-pills.module.css';
import styles from './header.module.css';

/**
 * The crisis line atop the header on every screen: "Butuh bantuan sekarang?" and Keluar cepat,
 * first in the tab order after the skip link. Being part of the sticky header, it never sits
 * over the page: the page scrolls beneath it (ADR 215).
 */
function CrisisLine() {
  return (
    <div className={styles.crisisLine}>
      <div className={styles.crisisLineInner}>
        <Link to={paths.HelpNow.getHref()} className={styles.helpLink}>
          <LifeBuoy aria-hidden="true" size={18} />
          {helpNowMessages.link}
        </Link>
        <QuickExitButton className={styles.exit} />
      </div>
    </div>
  );
}

const authPaths: readonly string[] = [paths.Login.path, paths.Register.path];

/**
 * 'Masuk' and 'Daftar' for a visitor (issue 39 item 2), coming back to this page afterwards; on
 * the sign-in pages themselves they keep the page already waiting.
 */
function VisitorLinks({ onNavigate }: { onNavigate: () => void }) {
  const { pathname, search } = useLocation();
  const to = (page: { getHref: (returnTo?: ReturnTo) => string }) =>
    authPaths.includes(pathname)
      ? `${page.getHref()}${search}`
      : page.getHref({ path: `${pathname}${search}` });
  return (
    <div className={styles.account} role="group" aria-label={labels.nav.account}>
      <Link to={to(paths.Login)} className={`${pills.link} ${styles.link}`} onClick={onNavigate}>
        {labels.nav.login}
      </Link>
      <Link
        to={to(paths.Register)}
        className={buttonClassName({ size: 'sm' }, styles.register)}
        onClick={onNavigate}
      >
        {labels.nav.register}
      </Link>
    </div>
  );
}

/**
 * The site header: the crisis line (the way to help now, issue 32 item 2, and Keluar cepat,
 * issue 48 item 2), then the bar with the brand, main navigation, a menu button on phones and
 * `notifications` (the bell), on every page and every screen. `lastResult` is the self-test
 * result this device holds for the viewer (its link in the navigation), handed in by the layout.
 */
export function Header({
  notifications,
  lastResult,
}: {
  notifications?: ReactNode;
  lastResult: string | null;
}) {
  const { user } = useSession();
  const location = useLocation();
  const navId = useId();
  // The menu belongs to one location: navigating anywhere closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === location.key;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const items = siteNavItems({ loggedIn: user !== null, lastResult });

  return (
    <header className={styles.header} data-print="hide">
      <CrisisLine />
      <div className={styles.inner}>
        <Link to={paths.Home.getHref()} className={styles.brand}>
          <Logo compact={user !== null} />
        </Link>
        {notifications}
        <ThemeToggle />
        <button
          type="button"
          className={`${iconButton.button} ${styles.menuButton}`}
          aria-expanded={menuOpen}
          aria-controls={navId}
          aria-label={menuOpen ? labels.nav.closeMenu : labels.nav.openMenu}
          onClick={() => setOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
        <nav id={navId} className={styles.nav} data-open={menuOpen} aria-label={labels.nav.mainNav}>
          <ul className={`${pills.list} ${styles.list}`}>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `${pills.link} ${styles.link}${isActive ? ` ${pills.active}` : ''}`
                  }
                  onClick={() => setOpenAt(null)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {user === null && <VisitorLinks onNavigate={() => setOpenAt(null)} />}
        </nav>
      </div>
    </header>
  );
}
