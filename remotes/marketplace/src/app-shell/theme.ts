/**
 * The marketplace's emotion themes (spec 9: max width 1376 px, header 90 px, weights 400/500/700).
 * Light and dark share one shape; every colour pair meets WCAG AA contrast (4.5:1 for text).
 */
import { FONT_WEIGHTS, HEADER_HEIGHT_PX, LAYOUT_MAX_WIDTH_PX } from '@marketplace/domain/constants';

const [regular, medium, bold] = FONT_WEIGHTS;

const shared = {
  layout: { maxWidth: LAYOUT_MAX_WIDTH_PX, headerHeight: HEADER_HEIGHT_PX, gutter: 24 },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    weight: { regular, medium, bold },
  },
  radius: { card: 12, control: 8, pill: 999 },
  breakpoint: { narrow: '(max-width: 720px)', medium: '(max-width: 1024px)' },
} as const;

export const lightTheme = {
  ...shared,
  name: 'light' as 'light' | 'dark',
  color: {
    text: '#1b1f33',
    muted: '#4a5068',
    surface: '#ffffff',
    subtle: '#f4f5f9',
    skeleton: '#e6e8ef',
    border: '#c9ccd8',
    accent: '#2144c8',
    accentText: '#ffffff',
    accentSoft: '#e8edff',
    focus: '#2144c8',
    danger: '#b3261e',
    success: '#1e6b35',
    highlight: '#fff1a8',
    star: '#a35f00',
    overlay: 'rgb(27 31 51 / 45%)',
  },
};

export type MarketplaceTheme = typeof lightTheme;

export const darkTheme: MarketplaceTheme = {
  ...shared,
  name: 'dark',
  color: {
    text: '#eef0f7',
    muted: '#b4b9cc',
    surface: '#171a26',
    subtle: '#202433',
    skeleton: '#2b3042',
    border: '#3d4358',
    accent: '#9db2ff',
    accentText: '#10132a',
    accentSoft: '#262f52',
    focus: '#9db2ff',
    danger: '#ff8a80',
    success: '#7fd69a',
    highlight: '#6b5a00',
    star: '#ffc95c',
    overlay: 'rgb(0 0 0 / 60%)',
  },
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;

declare module '@emotion/react' {
  // Emotion's theme is augmented so `css={(t) => ...}` is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends MarketplaceTheme {}
}
