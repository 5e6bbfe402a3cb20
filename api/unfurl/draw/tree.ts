/** The element trees the renderer lays out: plain objects of the shape React elements have, so no JSX runtime is needed on the server. */
export type Style = Record<string, string | number>;

export interface Node {
  type: 'div' | 'span';
  props: { style?: Style; children?: Child | Child[] };
}

export type Child = Node | string | null;

/** A box laid out as a flex row or column: every box with more than one child must be one. */
export function box(style: Style, ...children: Child[]): Node {
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children: children.filter((child) => child !== null) } };
}

/** One line of text, cut with an ellipsis where it would overflow: a long name never pushes the rest out. */
export function line(text: string, style: Style): Node {
  return { type: 'div', props: { style: { display: 'flex', boxSizing: 'border-box', overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis', ...style }, children: text } };
}
