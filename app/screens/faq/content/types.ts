import type { HelpImage } from './helpImages';

/** One piece of an answer. Answers are data, so the FAQ's text lives in one file apart from its layout. */
export type ContentBlock =
  | { kind: 'text'; text: string; tone?: 'warning' }
  /** Trusted markup: only ever written in app/screens/faq/content/content.ts, never built from user or server data. */
  | { kind: 'html'; html: string }
  | { kind: 'image'; image: HelpImage; alt: string; caption: string }
  | { kind: 'stepper'; label: string; steps: readonly Step[] };

export interface Step {
  title: string;
  blocks: readonly ContentBlock[];
}

export interface FaqEntry {
  /** The panel's id and the URL hash that opens it. */
  id: string;
  question: string;
  answer: readonly ContentBlock[];
}
