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
  play: async ({ canvasElement, globals }) => {
    const [offered, other] = globals.language === 'hi' ? ['English', 'हिन्दी'] : ['हिन्दी', 'English'];
    await userEvent.click(within(canvasElement).getByRole('button', { name: offered }));
    await expect(await within(canvasElement).findByRole('button', { name: other })).toBeVisible();
  },
};

/** In a crowded bar on a phone under 360 px only the glyph shows; its name stays the language's. */
export const CompactOnNarrow: Story = {
  args: { compactOnNarrow: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
