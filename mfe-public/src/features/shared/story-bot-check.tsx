/**
 * A stand-in for the challenge widget in stories (the real one loads a third-party script, and speaks the
 * page's language); data-story-harness keeps it out of the Hindi stories' Latin check.
 */
export function StoryBotCheck({ state = 'passed' }: { state?: 'passed' | 'loading' }) {
  return (
    <div
      data-story-harness
      style={{
        minHeight: 48,
        padding: '12px',
        border: '1px solid #c8c8c8',
        borderRadius: 4,
        background: '#fafafa',
        font: '14px system-ui, sans-serif',
      }}
    >
      {state === 'passed' ? 'Verification passed' : 'Verifying...'}
    </div>
  );
}
