/**
 * The agents a per-agent plan bills for the signed-in organisation (domain seatsOf over its
 * accounts), read when needed; null while unknown or signed out.
 */
import { seatsOf } from '@marketplace/domain/pricing';
import { useMemo } from 'react';
import { useAgents } from '../data/use-agents.ts';

export function useBilledSeats(needed: boolean): number | null {
  const agents = useAgents(needed);
  return useMemo(() => (agents === null ? null : seatsOf(Object.values(agents))), [agents]);
}
