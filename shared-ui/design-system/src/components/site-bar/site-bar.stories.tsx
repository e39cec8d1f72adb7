import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ButtonLink } from '../button/button';
import { storyWords } from '../story-words';
import { SiteBar } from './site-bar';

const meta = {
  title: 'Design system/Components/SiteBar',
  component: SiteBar,
} satisfies Meta<typeof SiteBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The brand (in Latin script in both languages, a link home) and the language switch. */
export const BrandAndLanguageSwitch: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'QR Vehicle Contact' })).toHaveAttribute('href', '/');
  },
};

const login = (label: string) => (
  <ButtonLink to="/login" variant="secondary" size="sm">
    {label}
  </ButtonLink>
);

/** The landing's bar: the page's action after the switch. */
export const WithAction: Story = storyWords({ children: login('Login') }, { children: login('लॉग इन') });

/** Under 360 px with an action, the switch shows only its glyph. */
export const WithActionOnNarrowPhone: Story = {
  ...WithAction,
  globals: { viewport: { value: 'phone320', isRotated: false } },
};
