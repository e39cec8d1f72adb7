import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from './language-switch';

const meta = {
  title: 'Design system/Components/LanguageSwitch',
  component: LanguageSwitch,
} satisfies Meta<typeof LanguageSwitch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Offers the other language, named in itself; the toolbar's Language menu shows it from Hindi. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'हिन्दी' });
    await userEvent.click(button);
    await expect(await within(canvasElement).findByRole('button', { name: 'English' })).toBeVisible();
  },
};

/** In a crowded bar on a phone under 360 px only the glyph shows; its name stays the language's. */
export const CompactOnNarrow: Story = {
  args: { compactOnNarrow: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
