import { useLanguage } from '@qr/runtime/i18n';

/** The stand-in's words in the story's language: a Hindi story shows no English scaffolding. */
const WORDS = {
  en: { passed: 'Verification passed', loading: 'Verifying...' },
  hi: { passed: 'जाँच पूरी हुई', loading: 'जाँच हो रही है...' },
};

/**
 * A stand-in for the challenge widget in stories (the real one loads a third-party script, and speaks the
 * page's language), in the story's language.
 */
export function StoryBotCheck({ state = 'passed' }: { state?: 'passed' | 'loading' }) {
  const language = useLanguage();
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
      {WORDS[language][state]}
    </div>
  );
}
