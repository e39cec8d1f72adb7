import type { ComponentType } from 'react';
import { within } from 'storybook/test';
import { useStoryState } from '../use-story-state';
import type { SegmentedFieldProps } from './segmented-input';

/** For stories: a field of boxes that keeps what is typed, with the value shown below it (data-testid `testId`). */
export function ControlledField({
  Field,
  testId,
  ...props
}: SegmentedFieldProps & { Field: ComponentType<SegmentedFieldProps>; testId: string }) {
  const [value, setValue] = useStoryState(props.value, props.onChange);
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <Field {...props} value={value} onChange={setValue} />
      <output data-story-harness data-testid={testId} style={{ color: 'var(--color-muted)', fontSize: 14 }}>
        Value: {value || '(empty)'}
      </output>
    </div>
  );
}

/** For a story's play functions: its four boxes, by their labels ('Digit 1 of 4' for the word 'Digit'), and
    what its ControlledField (data-testid `testId`) shows below them. */
export const storyField = (word: string, testId: string) => ({
  boxes: (canvasElement: HTMLElement) =>
    [1, 2, 3, 4].map((n) => within(canvasElement).getByRole('textbox', { name: `${word} ${n} of 4` })),
  shown: (canvasElement: HTMLElement) => within(canvasElement).getByTestId(testId).textContent,
});
