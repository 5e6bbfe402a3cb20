import type { ReactElement } from 'react';
import { useSearch } from '@tanstack/react-router';
import type { Format } from '../../../../../domain/constants';
import { BottleneckCard } from '../../../../components/bottlenecks/BottleneckCard';
import { roleIn } from './WaveSplitsCard';

/** Where the player's waves lose time, in the role the Wave splits card's Role select chose. */
export function PlayerBottlenecks({ name, format }: { name: string; format: Format }): ReactElement {
  const search = useSearch({ from: '/player/$name' });
  return <BottleneckCard query={{ format, of: { player: name, role: roleIn(format, search.role) } }} whose={`${name}'s`} />;
}
