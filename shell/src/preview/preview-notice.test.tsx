import { notificationAtom } from '@qr/runtime';
import { languageAtom } from '@qr/runtime/i18n';
import { render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { StrictMode, Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { previewMessages } from './messages';
import PreviewNotice from './preview-notice';

const preview = vi.hoisted(() => ({ previewRefused: vi.fn(() => true) }));
vi.mock('./preview', () => preview);

/** The notice as the bootstrap mounts it: beside the app, in the page's store (StrictMode: effects run twice). */
function mount(language: 'en' | 'hi') {
  const store = createStore();
  store.set(languageAtom, language);
  const notices: unknown[] = [];
  store.sub(notificationAtom, () => notices.push(store.get(notificationAtom)));
  render(
    <StrictMode>
      <Provider store={store}>
        <Suspense fallback={null}>
          <PreviewNotice />
        </Suspense>
      </Provider>
    </StrictMode>,
  );
  return notices;
}

beforeEach(() => preview.previewRefused.mockReturnValue(true));

describe('PreviewNotice', () => {
  it('says once, on the notification bar, that a refused link shows the live site', async () => {
    const notices = mount('en');
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      kind: 'info',
      message: 'This preview link is not valid or has expired. You are seeing the live site.',
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notices).toHaveLength(1);
  });

  it('says it in Hindi to a Hindi tester', async () => {
    await previewMessages.load();
    const notices = mount('hi');
    await waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toMatchObject({
      message: 'यह प्रीव्यू लिंक सही नहीं है या इसका समय खत्म हो चुका है। आप लाइव साइट देख रहे हैं।',
    });
  });

  it('says nothing when the preview was applied (or ended with ?preview=off)', async () => {
    preview.previewRefused.mockReturnValue(false);
    const notices = mount('en');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preview.previewRefused).toHaveBeenCalled();
    expect(notices).toEqual([]);
  });
});
