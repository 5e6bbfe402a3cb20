/** The FAQ's screenshots of the app, made by `npm run help-images` in both themes. */
export const HELP_IMAGES = ['sign-in', 'uuid-key', 'main-account'] as const;
export type HelpImage = (typeof HELP_IMAGES)[number];

export type ColorScheme = 'dark' | 'light';

export function helpImagePath(image: HelpImage, scheme: ColorScheme): string {
  return `/help/${image}-${scheme}.png`;
}
