import { Suspense } from 'react';
import { FORMAT_LABELS, FORMATS, type Format } from '../../../../domain/constants';
import { formatActivityDate } from '../../../../domain/activity';
import { ClearableChip } from '../../../ui/Chip';
import { FiltersForm } from '../../../ui/FiltersForm';
import { AppSearchField } from '../../../ui/SearchField';
import { AppSelect } from '../../../ui/Select';
import { AppSwitch } from '../../../ui/Switch';
import { PlayerSuggestions } from './PlayerSuggestions';
import type { RoundsView } from './view';
import styles from './rounds.module.css';

type FormatChoice = Format | 'all';

const FORMAT_OPTIONS: { id: FormatChoice; label: string }[] = [
  { id: 'all', label: 'All Formats' },
  ...FORMATS.map((format) => ({ id: format, label: FORMAT_LABELS[format] })),
];

/**
 * Format, player search, Expand All and PBs Only (SPEC §2). Each control hydrates on its own: a name
 * typed before the app took over hydrates the search box it lands in, not the select beside it.
 */
export function RoundsFilters({ view, onChange }: { view: RoundsView; onChange(patch: Partial<RoundsView>): void }) {
  return (
    <FiltersForm className={styles.filters}>
      <Suspense>
        <AppSelect<FormatChoice>
          label="Format"
          name="format"
          className={styles.format}
          options={FORMAT_OPTIONS}
          value={view.format ?? 'all'}
          onChange={(choice) => onChange({ format: choice === 'all' ? null : choice })}
        />
      </Suspense>
      <div className={styles.search}>
        <AppSearchField label="Search Player" name="search" value={view.search} onChange={(search) => onChange({ search })} />
        {/* Mounted only for a search: each one asks the data worker, which an empty search need not. */}
        {view.search.trim() && <PlayerSuggestions search={view.search} />}
      </div>
      {view.day && (
        <ClearableChip clearLabel="Show every day" onClear={() => onChange({ day: null })}>
          <span data-testid="day-filter">Rounds of {formatActivityDate(view.day)}</span>
        </ClearableChip>
      )}
      <Suspense>
        <div className={styles.switches}>
          <AppSwitch label="Expand All" name="expand" value="all" isSelected={view.expandAll} onChange={(expandAll) => onChange({ expandAll })} />
          <AppSwitch label="PBs Only" name="pbs" value="1" isSelected={view.pbsOnly} onChange={(pbsOnly) => onChange({ pbsOnly })} />
        </div>
      </Suspense>
    </FiltersForm>
  );
}
