import type { Inform } from '@qr/contract';

/** What the details page hands to the all-activities page. */
export interface AllActivitiesState {
  activities: Inform[];
  vehicleNumber: string;
}

/** The navigation state itself: the vehicle number. The list stays out of the history entry (a copy of it). */
export interface AllActivitiesNavigation {
  vehicleNumber: string;
}

/** The list handed over by the last See All, held in memory (one at a time) until the page has taken it. */
let handedOver: (AllActivitiesState & { vehicleId: string }) | null = null;

export function allActivitiesPath(vehicleId: string): string {
  return `/vehicle-details/${encodeURIComponent(vehicleId)}/all-activities`;
}

/** See All: keeps the list for the page and returns the navigation state that goes with it. */
export function handOverActivities(vehicleId: string, state: AllActivitiesState): AllActivitiesNavigation {
  handedOver = { vehicleId, ...state };
  return { vehicleNumber: state.vehicleNumber };
}

/**
 * What See All handed over for this vehicle and navigation state; null on a direct visit, a reload, or a
 * return through the history once the list was let go (the page then loads it).
 */
export function readAllActivitiesState(vehicleId: string, state: unknown): AllActivitiesState | null {
  if (!state || typeof state !== 'object' || !handedOver) return null;
  const { vehicleNumber } = state as Partial<AllActivitiesNavigation>;
  if (handedOver.vehicleId !== vehicleId || handedOver.vehicleNumber !== vehicleNumber) return null;
  return { activities: handedOver.activities, vehicleNumber };
}

/** The page has the list in its own state: memory holds it no longer than the page. */
export function releaseActivities() {
  handedOver = null;
}
