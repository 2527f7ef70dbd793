'use client';

import { useState, type KeyboardEvent } from 'react';
import NextLink from 'next/link';
import { usePathname } from 'next/navigation';
import type { Locale } from '@/lib/i18n/locales';
import { LanguageSwitch } from './language-switch';

const LINKS_ID = 'main-nav-links';

const links = [
  { label: 'home', href: '/', isCurrent: (path: string) => path === '/' },
  {
    label: 'application',
    href: '/application',
    isCurrent: (path: string) => path === '/application' || path.startsWith('/application/'),
  },
] as const;

/** Material icons "LocalShipping" and "Menu", drawn here rather than imported: they need no script. */
const TRUCK_PATH =
  'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zM6 18.5c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5m13.5-9 1.96 2.5H17V9.5zm-1.5 9c-.83 0-1.5-.67-1.5-1.5s.67-1.5 1.5-1.5 1.5.67 1.5 1.5-.67 1.5-1.5 1.5';
const MENU_PATH = 'M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z';

function Icon({ path }: { path: string }) {
  return (
    <svg className="nav-bar__icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}

/**
 * The applicant pages' bar: plain elements styled by components/plain-styles.ts, no MUI, so the home page loads
 * no more script than this toggle and the links need. Below 600px the links fold away behind the Menu button.
 * Its texts come translated from the server (components/applicant-shell.tsx, `NavBar` messages): the bar needs no
 * translation code in the browser.
 */
export type NavBarTexts = { label: string; brand: string; menu: string; home: string; application: string };

export function NavBar({ texts, locale }: { texts: NavBarTexts; locale: Locale }) {
  const pathname = usePathname() ?? '';
  const [expanded, setExpanded] = useState(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      setExpanded(false);
      document.getElementById(`${LINKS_ID}-toggle`)?.focus();
    }
  };

  return (
    <header className="nav-bar__bar">
      <nav aria-label={texts.label} onKeyDown={closeOnEscape}>
        <div className="nav-bar__toolbar">
          <NextLink href="/" className="nav-bar__brand">
            <Icon path={TRUCK_PATH} />
            {texts.brand}
          </NextLink>
          <button
            type="button"
            id={`${LINKS_ID}-toggle`}
            className="nav-bar__menu-button"
            aria-label={texts.menu}
            aria-expanded={expanded}
            aria-controls={LINKS_ID}
            onClick={() => setExpanded((open) => !open)}
          >
            <Icon path={MENU_PATH} />
          </button>
          <ul id={LINKS_ID} className="nav-bar__links" data-expanded={expanded || undefined}>
            {links.map(({ label, href, isCurrent }) => (
              <li key={href}>
                <NextLink
                  href={href}
                  className="nav-bar__link"
                  aria-current={isCurrent(pathname) ? 'page' : undefined}
                  onClick={() => setExpanded(false)}
                >
                  {texts[label]}
                </NextLink>
              </li>
            ))}
            <LanguageSwitch current={locale} onSwitched={() => setExpanded(false)} />
          </ul>
        </div>
      </nav>
    </header>
  );
}
