import type { Inform } from 'shared-ui/contract';

/** What the details page hands to the all-activities page through navigation state. */
export interface AllActivitiesState {
  activities: Inform[];
  vehicleNumber: string;
}

export function allActivitiesPath(vehicleId: string): string {
  return `/vehicle-details/${encodeURIComponent(vehicleId)}/all-activities`;
}

/** The navigation state if it has the expected shape; null on a direct visit or a reload without it. */
export function readAllActivitiesState(state: unknown): AllActivitiesState | null {
  if (!state || typeof state !== 'object') return null;
  const { activities, vehicleNumber } = state as Partial<AllActivitiesState>;
  if (!Array.isArray(activities) || typeof vehicleNumber !== 'string') return null;
  return { activities, vehicleNumber };
}
