import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/**
 * Which players' rows are open. Expand All opens every row; a row toggled by hand is an exception to
 * the switch's state, and flipping the switch forgets the exceptions.
 */
export function useExpandedRows(expandAll: boolean): { isExpanded(name: string): boolean; toggle(name: string): void } {
  const [toggled, setToggled] = useState({ expandAll, names: NONE });
  const names = toggled.expandAll === expandAll ? toggled.names : NONE;
  return {
    isExpanded: (name) => expandAll !== names.has(name),
    toggle: (name) => {
      const next = new Set(names);
      if (!next.delete(name)) next.add(name);
      setToggled({ expandAll, names: next });
    },
  };
}
