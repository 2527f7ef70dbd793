import { COLOURS, FONT_FAMILY } from './brand';

/**
 * The styles of the applicant's plain pages: the page's base (what MUI's CssBaseline sets, for pages without MUI),
 * the skip link, the navigation bar, the page frame and the home and not-found screens. They reproduce the MUI
 * components these were built from (AppBar, Toolbar, IconButton, Button, Typography, Divider, Container), so the
 * pages look as before while loading no MUI code.
 *
 * A string rendered into the page (app/layout.tsx) rather than a stylesheet: a stylesheet is one more request the
 * browser must finish before the first paint, a round trip on a phone's slow connection; and Next's own CSS
 * inlining (experimental.inlineCss) writes <style> tags without the CSP nonce, which the policy would refuse.
 * Colours and the font come from components/brand.ts, as the MUI theme's do.
 */
/** What MUI's ButtonBase and Button set on every button, the nav bar's links and the home screen's button alike. */
const BUTTON_BASE = /* css */ `text-decoration: none;
  cursor: pointer;
  user-select: none;
  vertical-align: middle;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,
    box-shadow 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,
    border-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,
    color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;`;

const SOURCE = /* css */ `
/*
 * The page's base, as MUI's CssBaseline and the theme (components/theme.ts) set it: the applicant's home and
 * navigation bar are plain HTML with CSS and load no MUI, so they must not depend on it for these. Pages with MUI
 * (the wizard, the staff area) render CssBaseline too; the values are the same.
 */
/* A light page whatever the device's setting (scroll bars, form controls), as MUI's theme declared it. */
:root {
  color-scheme: light;
}

html {
  -webkit-font-smoothing: antialiased;
  -moz-osx-font-smoothing: grayscale;
  box-sizing: border-box;
  -webkit-text-size-adjust: 100%;
}

*,
*::before,
*::after {
  box-sizing: inherit;
}

strong,
b {
  font-weight: 700;
}

body {
  margin: 0;
  color: ${COLOURS.text};
  font-family: ${FONT_FAMILY};
  font-weight: 400;
  font-size: 1rem;
  line-height: 1.5;
  background-color: ${COLOURS.background};
}

@media print {
  body {
    background-color: ${COLOURS.paper};
  }
}

body::backdrop {
  background-color: ${COLOURS.background};
}

/* Applicants who asked their device for less motion get steps that open and dialogs that appear at once. */
@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    animation-duration: 0.01ms !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important;
    scroll-behavior: auto !important;
  }
}

/* MUI's Link (underline always) with the skip link's own placement: off screen until focused. */
.skip-link__link {
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 1500;
  padding: 8px 16px;
  color: ${COLOURS.primary};
  text-decoration: underline;
  text-decoration-color: ${COLOURS.primaryUnderline};
  background-color: ${COLOURS.paper};
  border-radius: 8px;
  box-shadow:
    0px 3px 1px -2px rgba(0, 0, 0, 0.2),
    0px 2px 2px 0px rgba(0, 0, 0, 0.14),
    0px 1px 5px 0px rgba(0, 0, 0, 0.12);
}

.skip-link__link:hover {
  text-decoration-color: inherit;
}

.skip-link__link:focus {
  top: 8px;
}

/*
 * The applicant's navigation bar in plain CSS, with the measures of MUI's AppBar (primary, no elevation), Toolbar,
 * IconButton and text Button that it used to be built from: it needs no MUI code in the browser.
 */
.nav-bar__bar {
  display: flex;
  flex-direction: column;
  flex-shrink: 0;
  width: 100%;
  position: static;
  color: ${COLOURS.onPrimary};
  background-color: ${COLOURS.primary};
}

.nav-bar__toolbar {
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-height: 56px;
  padding-left: 16px;
  padding-right: 16px;
}

@media (orientation: landscape) {
  .nav-bar__toolbar {
    min-height: 48px;
  }
}

@media (min-width: 600px) {
  .nav-bar__toolbar {
    min-height: 64px;
    padding-left: 24px;
    padding-right: 24px;
  }
}

/* Typography h6, bold. */
.nav-bar__brand {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin: 0 auto 0 0;
  font-weight: 700;
  font-size: 1.25rem;
  line-height: 1.6;
  color: inherit;
  text-decoration: none;
}

.nav-bar__brand:focus-visible {
  outline: 2px solid currentColor;
  outline-offset: 2px;
}

.nav-bar__icon {
  flex-shrink: 0;
  display: inline-block;
  width: 1em;
  height: 1em;
  font-size: 1.5rem;
  fill: currentColor;
  user-select: none;
}

/* IconButton, colour inherit; only below 600px, where the links fold away behind it. */
.nav-bar__menu-button {
  display: inline-flex;
  flex: 0 0 auto;
  align-items: center;
  justify-content: center;
  position: relative;
  margin: 0;
  padding: 8px;
  border: 0;
  border-radius: 50%;
  font-size: 1.5rem;
  color: inherit;
  background-color: transparent;
  cursor: pointer;
  user-select: none;
  vertical-align: middle;
  -webkit-tap-highlight-color: transparent;
  transition: background-color 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms;
}

.nav-bar__menu-button::-moz-focus-inner {
  border-style: none;
}

.nav-bar__menu-button:focus-visible {
  outline: 2px solid currentColor;
  outline-offset: -2px;
}

@media (hover: hover) {
  .nav-bar__menu-button:hover {
    background-color: rgba(0, 0, 0, 0.04);
  }
}

@media (min-width: 600px) {
  .nav-bar__menu-button {
    display: none;
  }
}

.nav-bar__links {
  display: none;
  flex-direction: column;
  gap: 4px;
  width: 100%;
  margin: 0;
  padding: 0 0 8px;
  list-style: none;
}

.nav-bar__links[data-expanded] {
  display: flex;
}

@media (min-width: 600px) {
  .nav-bar__links,
  .nav-bar__links[data-expanded] {
    display: flex;
    flex-direction: row;
    width: auto;
    padding-bottom: 0;
  }
}

/* Text Button, colour inherit, with a white underline (and a lighter background) on the current page. */
.nav-bar__link {
  display: inline-flex;
  align-items: center;
  justify-content: flex-start;
  position: relative;
  width: 100%;
  min-width: 64px;
  margin: 0;
  padding: 6px 8px;
  border: 0;
  border-bottom: 2px solid transparent;
  border-radius: 8px;
  font-weight: 600;
  font-size: 0.875rem;
  line-height: 1.75;
  color: inherit;
  ${BUTTON_BASE}
}

/* The language switch: a button drawn as the links are; the language shown marked as the current page is. */
.nav-bar__language {
  background-color: transparent;
  font-family: inherit;
}

.nav-bar__link[aria-current='page'],
.nav-bar__language[aria-pressed='true'] {
  border-bottom-color: ${COLOURS.onPrimary};
  background-color: rgba(255, 255, 255, 0.12);
}

.nav-bar__link:focus-visible {
  outline: 2px solid currentColor;
  outline-offset: -2px;
}

@media (hover: hover) {
  .nav-bar__link:not([aria-current='page']):hover {
    background-color: rgba(0, 0, 0, 0.04);
  }
}

@media (min-width: 600px) {
  .nav-bar__link {
    width: auto;
    justify-content: center;
    border-radius: 0;
  }
}

/* MUI's Container, maxWidth md, with the page's vertical padding. */
.applicant-shell__main {
  width: 100%;
  margin-left: auto;
  margin-right: auto;
  padding: 16px;
  outline: none;
}

@media (min-width: 600px) {
  .applicant-shell__main {
    padding: 32px 24px;
  }
}

@media (min-width: 900px) {
  .applicant-shell__main {
    max-width: 900px;
  }
}

/* The landing screen in plain CSS, with the measures of the MUI Typography, Divider and Button it was built from. */
.home-screen__screen {
  max-width: 480px;
  margin-left: auto;
  margin-right: auto;
  text-align: center;
}

.home-screen__logo {
  width: 100%;
  max-width: 320px;
  height: auto;
  color: transparent;
}

/* "Page not found": the same text and button, with room above and below. */
.home-screen__not-found {
  padding: 48px 0;
  text-align: center;
}

.home-screen__not-found .home-screen__title {
  margin-top: 0;
}

.home-screen__not-found .home-screen__text {
  margin-bottom: 24px;
}

/* Typography h1 of the theme. */
.home-screen__title {
  margin: 16px 0 0;
  font-weight: 600;
  font-size: clamp(1.4rem, 1.1rem + 1.5vw, 1.75rem);
  line-height: 1.167;
}

/* The body colour: the Typography these replace asked for text.secondary, which MUI 9 did not apply. */
.home-screen__text {
  margin: 8px 0 0;
}

.home-screen__divider {
  flex-shrink: 0;
  margin: 24px 0;
  border-width: 0;
  border-style: solid;
  border-color: rgba(0, 0, 0, 0.12);
  border-bottom-width: thin;
}

/* Contained primary Button, size large. */
.home-screen__button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  position: relative;
  min-width: 64px;
  margin: 0;
  padding: 8px 22px;
  border: 0;
  border-radius: 8px;
  font-weight: 600;
  font-size: 0.9375rem;
  line-height: 1.75;
  color: ${COLOURS.onPrimary};
  background-color: ${COLOURS.primary};
  box-shadow:
    0px 3px 1px -2px rgba(0, 0, 0, 0.2),
    0px 2px 2px 0px rgba(0, 0, 0, 0.14),
    0px 1px 5px 0px rgba(0, 0, 0, 0.12);
  ${BUTTON_BASE}
}

/* Size medium. */
.home-screen__medium {
  padding: 6px 16px;
  font-size: 0.875rem;
}

@media (hover: hover) {
  .home-screen__button:hover {
    background-color: ${COLOURS.primaryDark};
    box-shadow:
      0px 2px 4px -1px rgba(0, 0, 0, 0.2),
      0px 4px 5px 0px rgba(0, 0, 0, 0.14),
      0px 1px 10px 0px rgba(0, 0, 0, 0.12);
  }
}

.home-screen__button:active {
  box-shadow:
    0px 5px 5px -3px rgba(0, 0, 0, 0.2),
    0px 8px 10px 1px rgba(0, 0, 0, 0.14),
    0px 3px 14px 2px rgba(0, 0, 0, 0.12);
}

.home-screen__button:focus-visible {
  outline: 2px solid ${COLOURS.primary};
  outline-offset: 2px;
  box-shadow:
    0px 3px 5px -1px rgba(0, 0, 0, 0.2),
    0px 6px 10px 0px rgba(0, 0, 0, 0.14),
    0px 1px 18px 0px rgba(0, 0, 0, 0.12);
}
`;

/** The same, without comments and runs of white space: it travels in every page. */
export const PLAIN_STYLES = SOURCE.replace(/\/\*[\s\S]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .replace(/ ?([{};,>]) ?/g, '$1')
  .trim();
