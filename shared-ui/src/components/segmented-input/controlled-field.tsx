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
      <output data-testid={testId} style={{ color: 'var(--color-muted)', fontSize: 14 }}>
        Value: {value || '(empty)'}
      </output>
    </div>
  );
}

/** The four boxes of a story, by their labels ('Digit 1 of 4' for the word 'Digit'). */
export const storyBoxes = (canvasElement: HTMLElement, word: string) =>
  [1, 2, 3, 4].map((n) => within(canvasElement).getByRole('textbox', { name: `${word} ${n} of 4` }));
/** What a story's ControlledField shows below the boxes. */
export const storyValue = (canvasElement: HTMLElement, testId: string) =>
  within(canvasElement).getByTestId(testId).textContent;
