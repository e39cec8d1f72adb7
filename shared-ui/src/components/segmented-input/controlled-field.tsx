import type { ComponentType } from 'react';
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
