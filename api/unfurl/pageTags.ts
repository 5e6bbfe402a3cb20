import { pictureAlt, SITE_NAME, type PageSummary } from '../../domain/unfurl/summaries';
import { PICTURE_HEIGHT, PICTURE_WIDTH } from './draw/frame';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as an attribute's value: nothing in a name or a title can end the attribute or open a tag. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** The longest description a tag carries: Discord shows about this much, and the page stays small. */
const DESCRIPTION_LENGTH = 200;

const clipped = (text: string) => (text.length <= DESCRIPTION_LENGTH ? text : `${text.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`);

/** What a page's tags say: its summary, its own address and its picture's, both absolute. */
export interface PageTags {
  summary: PageSummary;
  url: string;
  image: string;
}

/** The Open Graph and Twitter card tags of a page, as one line for its head. */
export function pageTagsHtml({ summary, url, image }: PageTags): string {
  const property = (name: string, value: string) => `<meta property="${name}" content="${escapeAttribute(value)}">`;
  return [
    property('og:title', summary.title),
    property('og:description', clipped(summary.description)),
    property('og:url', url),
    property('og:image', image),
    property('og:image:width', String(PICTURE_WIDTH)),
    property('og:image:height', String(PICTURE_HEIGHT)),
    property('og:image:alt', clipped(pictureAlt(summary.picture))),
    property('og:site_name', SITE_NAME),
    property('og:type', 'website'),
    '<meta name="twitter:card" content="summary_large_image">',
  ].join('');
}

const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/;

/** A page with its tags in its head, and its own description in place of the site's. */
export function withPageTags(page: string, tags: PageTags): string {
  const head = page.indexOf('</head>');
  if (head < 0) return page;
  const described = `<meta name="description" content="${escapeAttribute(clipped(tags.summary.description))}">`;
  const withTags = `${page.slice(0, head)}${pageTagsHtml(tags)}\n  ${page.slice(head)}`;
  return DESCRIPTION.test(withTags) ? withTags.replace(DESCRIPTION, () => described) : withTags.replace('</head>', () => `${described}</head>`);
}
