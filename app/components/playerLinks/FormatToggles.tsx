import type { ReactElement } from 'react';
import { FORMAT_LABELS, FORMATS, type Format } from '../../../domain/constants';
import { LinkToggles, ToggleCount } from '../../ui/LinkToggles';

/** Every format, without counts: what a page offers while its own formats are on their way. */
export const EVERY_FORMAT: readonly { format: Format }[] = FORMATS.map((format) => ({ format }));

/**
 * The formats a page shows one at a time, each a link to the page in that format (its page dropped
 * where the pages are the format's own), the shown one marked current; a count beside each where it has one.
 */
export function FormatToggles(props: { formats: readonly { format: Format; count?: number }[]; shown: Format; pagedByFormat?: boolean }): ReactElement {
  const options = props.formats.map(({ format, count }) => ({
    value: format,
    label: (
      <>
        {FORMAT_LABELS[format]}
        {count !== undefined && <ToggleCount count={count} />}
      </>
    ),
  }));
  return <LinkToggles label="Format" param="format" options={options} shown={props.shown} resetPage={props.pagedByFormat} />;
}
