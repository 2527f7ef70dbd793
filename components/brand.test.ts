import { viewport } from '@/app/layout';

// The layout's translations come from next-intl's server entry, an ES module jest's CommonJS sandbox cannot load;
// only the layout's static `viewport` is read here.
jest.mock('next-intl/server', () => ({ getLocale: async () => 'en', getTranslations: async () => (key: string) => key }));
import { COLOURS, FONT_FAMILY } from './brand';
import { PLAIN_STYLES } from './plain-styles';
import { theme } from './theme';

/**
 * The applicant's plain pages (no MUI) and the MUI pages must look like one app: the theme, the plain CSS and the
 * browser's theme colour all take their colours and font from components/brand.ts, and nothing hard-codes its own.
 */
const css = (value: string) => value.replace(/ ?([{};,>]) ?/g, '$1');

/** The declarations of the first rule for `selector` in the page's plain CSS, by property. */
function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|[{}])${escaped}\\{([^}]*)\\}`).exec(PLAIN_STYLES)?.[1];
  if (block === undefined) throw new Error(`No rule for ${selector}`);
  return Object.fromEntries(block.split(';').filter(Boolean).map((line) => line.split(/:\s*/, 2) as [string, string]));
}

describe('the colours and the font', () => {
  it('are the MUI theme\'s', () => {
    expect(theme.palette.primary.main).toBe(COLOURS.primary);
    expect(theme.palette.primary.contrastText).toBe(COLOURS.onPrimary);
    expect(theme.palette.secondary.main).toBe(COLOURS.secondary);
    expect(theme.palette.background).toEqual({ default: COLOURS.background, paper: COLOURS.paper });
    expect(theme.palette.text.primary).toBe(COLOURS.text);
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
  });

  it('are what MUI itself derives for the hover and link colours the plain pages reproduce', () => {
    // A theme given only the main colour: its derived dark shade and 40% underline must be the module's.
    const derived = theme.palette.augmentColor({ color: { main: COLOURS.primary } });
    expect(derived.dark).toBe(COLOURS.primaryDark);
    expect(derived.contrastText).toBe(COLOURS.onPrimary);
    expect(COLOURS.primaryUnderline).toBe('rgba(21, 80, 163, 0.4)');
  });

  it('are the plain pages\' (body, navigation bar, home button), with no colour of their own', () => {
    expect(rule('body')).toMatchObject({ color: css(COLOURS.text), 'font-family': css(FONT_FAMILY), 'background-color': COLOURS.background });
    expect(rule('.nav-bar__bar')).toMatchObject({ color: COLOURS.onPrimary, 'background-color': COLOURS.primary });
    expect(rule('.skip-link__link')).toMatchObject({ color: COLOURS.primary, 'text-decoration-color': css(COLOURS.primaryUnderline) });
    expect(rule('.home-screen__button')).toMatchObject({ color: COLOURS.onPrimary, 'background-color': COLOURS.primary });
    expect(rule('.home-screen__button:hover')).toMatchObject({ 'background-color': css(COLOURS.primaryDark) });
    // Any other colour must be a shade of black or white (MUI's shadows and hover tints), not a brand colour.
    const known = new Set(Object.values(COLOURS).map(css));
    const colours = PLAIN_STYLES.match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi) ?? [];
    const foreign = colours.filter((colour) => !known.has(colour) && !/^rgba\((0,0,0|255,255,255),[\d.]+\)$/.test(colour));
    expect(foreign).toEqual([]);
  });

  it('give the browser\'s theme colour (the phone\'s address bar)', () => {
    expect(viewport.themeColor).toBe(COLOURS.primary);
  });
});
