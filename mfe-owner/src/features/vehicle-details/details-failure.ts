import type { ApiError } from '@qr/runtime';
import type { UpdateField } from '../../api/update-vehicle';
import type { VehicleDetailsTexts } from './messages';

/** 'Vehicle not found' on a 404 (no Try Again then), else 'Failed to fetch vehicle details'. */
export function detailsFailureMessage(error: ApiError, t: VehicleDetailsTexts): string {
  return error.status === 404 ? t.notFound : t.detailsFailed;
}

/** The notices of each edit. */
export const UPDATE_NOTICES: Record<
  UpdateField,
  { failed: keyof VehicleDetailsTexts; done: keyof VehicleDetailsTexts }
> = {
  registrationNumber: { failed: 'numberUpdateFailed', done: 'numberUpdated' },
  alternateContact: { failed: 'alternateUpdateFailed', done: 'alternateUpdated' },
  emergencyContact: { failed: 'emergencyUpdateFailed', done: 'emergencyUpdated' },
};
