import { useEffect, useRef } from 'react';
import type { Location } from './validation';

export const LOCATION_TIMEOUT_MS = 5000;

/**
 * Asks the browser for the position once when the form opens. Submissions read the ref as it is at that
 * moment (null when denied, unavailable or not answered yet): they never wait for it.
 */
export function useLocationOnce() {
  const location = useRef<Location | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || typeof navigator === 'undefined' || !navigator.geolocation) return;
    asked.current = true;
    // Denied, unavailable or failed: nothing to do, the ref stays null (and low accuracy is the default).
    try {
      navigator.geolocation.getCurrentPosition(
        (position) => {
          location.current = { latitude: position.coords.latitude, longitude: position.coords.longitude };
        },
        undefined,
        { timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60 * 1000 },
      );
    } catch {}
  }, []);
  return location;
}
