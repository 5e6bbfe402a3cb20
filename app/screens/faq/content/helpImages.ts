/** The FAQ's screenshots of the app, made by `npm run help-images` in both themes. */
export const HELP_IMAGES = ['sign-in', 'uuid-key', 'main-account'] as const;
export type HelpImage = (typeof HELP_IMAGES)[number];

/**
 * Each screenshot's size in CSS pixels (its files are twice that, in both themes), so the page keeps
 * the room of an image before it loads. `npm run help-images` prints the sizes of the files it makes.
 */
export const HELP_IMAGE_SIZES: Record<HelpImage, { width: number; height: number }> = {
  'sign-in': { width: 341, height: 56 },
  'uuid-key': { width: 444, height: 376 },
  'main-account': { width: 444, height: 264 },
};

export type ColorScheme = 'dark' | 'light';

export function helpImagePath(image: HelpImage, scheme: ColorScheme): string {
  return `/help/${image}-${scheme}.png`;
}
