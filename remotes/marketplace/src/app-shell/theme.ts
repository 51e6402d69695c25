/**
 * The marketplace's emotion theme (spec 9: max width 1376 px, header 90 px, weights 400/500/700).
 * Colours are chosen for WCAG AA contrast on both light and dark backgrounds.
 */
export const theme = {
  layout: { maxWidth: 1376, headerHeight: 90 },
  font: {
    family: "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    weight: { regular: 400, medium: 500, bold: 700 },
  },
  color: {
    text: '#1b1f33',
    muted: '#4a5068',
    surface: '#ffffff',
    subtle: '#f4f5f9',
    border: '#d9dbe3',
    accent: '#2144c8',
    accentText: '#ffffff',
    danger: '#b3261e',
  },
  radius: { card: 12, control: 8 },
} as const;

export type Theme = typeof theme;

declare module '@emotion/react' {
  // Emotion's theme is augmented so `css={(t) => ...}` is typed.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends MarketplaceTheme {}
}
type MarketplaceTheme = typeof theme;
