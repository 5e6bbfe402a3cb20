import { Suspense, type ReactElement } from 'react';
import { REGION_LABELS } from '../../../../domain/account';
import { FORMAT_LABELS, LEADERBOARD_FORMATS, REGIONS, type LeaderboardFormat } from '../../../../domain/constants';
import { FiltersForm } from '../../../ui/FiltersForm';
import { AppSearchField } from '../../../ui/SearchField';
import { AppSelect } from '../../../ui/Select';
import { AppSwitch } from '../../../ui/Switch';
import { RegionIcon } from './RegionIcon';
import type { LeaderboardScope } from '../../../../domain/leaderboardList/types';
import styles from './Leaderboard.module.css';

const FORMAT_OPTIONS = LEADERBOARD_FORMATS.map((format) => ({ id: format, label: FORMAT_LABELS[format] }));

// The flag sits beside its region's name, so screen readers skip it rather than read the name twice.
const REGION_OPTIONS = (['all', ...REGIONS] as const).map((scope) => ({
  id: scope,
  label: scope === 'all' ? 'All Regions' : REGION_LABELS[scope],
  icon: (
    <span aria-hidden="true" className={styles.flag}>
      <RegionIcon scope={scope} />
    </span>
  ),
}));

export interface LeaderboardFiltersProps {
  format: LeaderboardFormat;
  onFormat(format: LeaderboardFormat): void;
  region: LeaderboardScope;
  onRegion(region: LeaderboardScope): void;
  search: string;
  onSearch(text: string): void;
  expandAll: boolean;
  onExpandAll(expandAll: boolean): void;
}

/** Each control hydrates on its own: a name typed before the app took over hydrates the search box it lands in alone. */
export function LeaderboardFilters(props: LeaderboardFiltersProps): ReactElement {
  return (
    <FiltersForm className={styles.filters}>
      <Suspense>
        <AppSelect label="Format" name="format" options={FORMAT_OPTIONS} value={props.format} onChange={props.onFormat} className={styles.select} />
      </Suspense>
      <Suspense>
        <AppSelect label="Region" name="region" options={REGION_OPTIONS} value={props.region} onChange={props.onRegion} className={styles.select} />
      </Suspense>
      <div className={styles.searchBox}>
        <AppSearchField label="Search Player" name="search" value={props.search} onChange={props.onSearch} />
      </div>
      <Suspense>
        <div className={styles.expandAll}>
          <AppSwitch label="Expand All" name="expand" value="all" isSelected={props.expandAll} onChange={props.onExpandAll} />
        </div>
      </Suspense>
    </FiltersForm>
  );
}
