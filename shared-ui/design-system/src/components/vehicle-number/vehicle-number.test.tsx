import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VehicleNumber, vehicleNumberParts } from './vehicle-number';

describe('vehicleNumberParts', () => {
  it('splits a number into its runs of letters and digits', () => {
    expect(vehicleNumberParts('DL01AB1234')).toEqual(['DL', '01', 'AB', '1234']);
    expect(vehicleNumberParts('22BH1234AA')).toEqual(['22', 'BH', '1234', 'AA']);
    expect(vehicleNumberParts('MH12')).toEqual(['MH', '12']);
    expect(vehicleNumberParts('')).toEqual([]);
  });
});

describe('VehicleNumber', () => {
  it('reads as the number, with a wrap opportunity between its runs only', () => {
    const { container } = render(
      <span>
        <VehicleNumber value="DL01AB1234" />
      </span>,
    );
    const span = container.querySelector('span') as HTMLElement;
    expect(span.textContent).toBe('DL01AB1234');
    expect(span.innerHTML).toBe('DL<wbr>01<wbr>AB<wbr>1234');
  });
});
