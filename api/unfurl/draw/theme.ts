/** The site's two palettes (app/styles.css), as a picture draws them: the same colours in Discord's dark and light themes. */
export const PICTURE_THEMES = ['dark', 'light'] as const;
export type PictureTheme = (typeof PICTURE_THEMES)[number];

export interface Palette {
  bg: string;
  surface: string;
  border: string;
  text: string;
  muted: string;
  accent: string;
  /** The world record's bars beside the round's. */
  record: string;
  onAccent: string;
  personalBest: string;
}

export const PALETTES: Record<PictureTheme, Palette> = {
  dark: { bg: '#14161a', surface: '#1e2127', border: '#3a3f48', text: '#ebe6dc', muted: '#a9a296', accent: '#d4ae3a', record: '#6b7280', onAccent: '#1a1405', personalBest: '#2e9b4f' },
  light: { bg: '#f3ecdc', surface: '#fffaf0', border: '#cdbf9f', text: '#2a2117', muted: '#6b5d48', accent: '#8c6a00', record: '#a8a29e', onAccent: '#fffaf0', personalBest: '#218c3c' },
};
