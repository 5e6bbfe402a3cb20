import type { ReactElement } from 'react';
import { ToggleButton } from 'react-aria-components';
import ui from './ui.module.css';

/** The one switch every chart has between itself and a table of the same figures, pressed while the table shows. */
export function ShowAsTable({ asTable, onChange }: { asTable: boolean; onChange(asTable: boolean): void }): ReactElement {
  return (
    <ToggleButton className={`${ui.button} ${ui.tableToggle}`} isSelected={asTable} onChange={onChange}>
      Show as table
    </ToggleButton>
  );
}
