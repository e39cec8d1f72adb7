import { SEED } from '../../../tools/api/seed';

/** Every route of the site with a seeded example, and who must be signed in to open it (null: nobody). */
export const EVERY_ROUTE: readonly (readonly [path: string, phone: string | null])[] = [
  ['/', null],
  ['/QRUSED0001', null],
  ['/NOSUCHUID1', null],
  ['/vehicle-registration/QRNEW00001', null],
  ['/terms', null],
  ['/privacy', null],
  ['/features', null],
  ['/pricing', null],
  ['/contact', null],
  ['/howtouse', null],
  ['/admin', SEED.owners.asha.phone],
  ['/vehicle-info', SEED.owners.asha.phone],
  ['/vehicle-details/QRUSED0001', SEED.owners.asha.phone],
  ['/vehicle-details/QRUSED0001/all-activities', SEED.owners.asha.phone],
  ['/notifications', SEED.owners.asha.phone],
  ['/bills', SEED.owners.asha.phone],
  ['/referrals', SEED.owners.asha.phone],
  ['/help', SEED.owners.asha.phone],
  ['/admin/queries', SEED.admins.priya.phone],
];
