import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from './stepper';

describe('Stepper', () => {
  it('marks the current step with aria-current="step"', () => {
    render(<Stepper steps={['Vehicle Details', 'Verification']} current={1} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[0]).toHaveTextContent('Vehicle Details (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });
});
