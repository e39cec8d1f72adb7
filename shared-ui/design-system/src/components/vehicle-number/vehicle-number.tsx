import { Fragment } from 'react';

/** A registration number's runs of letters, of digits and of anything else: 'DL01AB1234' → DL, 01, AB, 1234. */
export function vehicleNumberParts(value: string): string[] {
  return value.match(/[A-Za-z]+|[0-9]+|[^A-Za-z0-9]+/g) ?? [];
}

/**
 * A registration number that, when it must wrap (large text on a narrow phone), wraps between its runs of
 * letters and digits ('DL01AB' / '1234'), not inside one ('DL01AB123' / '4'): a <wbr> at each boundary.
 * It reads and copies as the number itself.
 */
export function VehicleNumber({ value }: { value: string }) {
  return vehicleNumberParts(value).map((part, index) => (
    // The parts of one number never reorder: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
