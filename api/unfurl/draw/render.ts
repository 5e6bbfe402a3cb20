import fs from 'node:fs';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori, { type Font } from 'satori';
import type { Picture } from '../../../domain/unfurl/pictures';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './frame';
import { drawPlayer, drawRecords, drawSite, drawTeam } from './pagePictures';
import { drawRound } from './roundPicture';
import { PALETTES, type PictureTheme } from './theme';
import type { Node } from './tree';

const require = createRequire(import.meta.url);

/** The font comes with the project's packages, so every machine draws the same picture, with or without system fonts. */
function fonts(): Font[] {
  const file = (weight: number) => fs.readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: 'Inter', data: file(400), weight: 400, style: 'normal' },
    { name: 'Inter', data: file(700), weight: 700, style: 'normal' },
  ];
}

let loaded: Font[] | null = null;

function drawing(picture: Picture, theme: PictureTheme): Node {
  const palette = PALETTES[theme];
  switch (picture.kind) {
    case 'round':
      return drawRound(palette, picture);
    case 'player':
      return drawPlayer(palette, picture);
    case 'team':
      return drawTeam(palette, picture);
    case 'records':
      return drawRecords(palette, picture);
    case 'site':
      return drawSite(palette);
  }
}

/**
 * A picture as a 1200×630 PNG. The layout becomes an SVG whose text is drawn as outlines, so no name
 * can add markup to it, and the SVG becomes pixels.
 */
export async function renderPicture(picture: Picture, theme: PictureTheme): Promise<Buffer> {
  loaded ??= fonts();
  // satori takes React elements; the tree has their shape (see tree.ts).
  const svg = await satori(drawing(picture, theme) as unknown as Parameters<typeof satori>[0], { width: PICTURE_WIDTH, height: PICTURE_HEIGHT, fonts: loaded });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
