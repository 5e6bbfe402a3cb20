import type { ReactElement } from 'react';
import { REGION_LABELS } from '../../../../domain/account';
import { REGIONS, type Region } from '../../../../domain/constants';
import { RegionFlag } from '../../../ui/flags';
import { AppSelect } from '../../../ui/Select';

const OPTIONS = REGIONS.map((region) => ({ id: region, label: REGION_LABELS[region], icon: <RegionFlag region={region} /> }));

/** Where a player plays from, each region beside its flag: their own choice, or an admin's for them. */
export function RegionSelect(props: { value: Region | null; onChange(region: Region): void; isDisabled: boolean; className?: string }): ReactElement {
  return (
    <AppSelect label="Region" className={props.className} options={OPTIONS} value={props.value} placeholder="Not set" onChange={props.onChange} isDisabled={props.isDisabled} />
  );
}
