import { screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import type { SegmentedFieldProps } from './segmented-input';

export type TestFieldProps = Partial<SegmentedFieldProps> & { initial?: string };

/** For tests: a field of boxes that keeps what is typed, shown in an <output> that `shownValue` reads. */
export function TestField({
  Field,
  initial = '',
  ...props
}: TestFieldProps & { Field: ComponentType<SegmentedFieldProps> }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field {...props} value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

/** The four boxes, by their labels ('Digit 1 of 4' for the word 'Digit'). */
export const boxesNamed = (word: string) =>
  [1, 2, 3, 4].map((n) => screen.getByRole('textbox', { name: `${word} ${n} of 4` }));
export const shownValue = () => screen.getByTestId('value').textContent;
