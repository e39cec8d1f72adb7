import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from './accordion';

const items = [
  { id: 'register', title: 'How do I register a vehicle?', content: 'Scan the sticker.' },
  { id: 'notify', title: 'How do notifications work?', content: 'WhatsApp alerts.' },
];

describe('Accordion', () => {
  it('keeps one item open; clicking the open one closes it', async () => {
    render(<Accordion items={items} defaultOpenId="register" />);
    const first = screen.getByRole('button', { name: 'How do I register a vehicle?' });
    const second = screen.getByRole('button', { name: 'How do notifications work?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('WhatsApp alerts.')).toBeVisible();
    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('heading', { level: 3, name: 'How do I register a vehicle?' })).toBeInTheDocument();
  });
});
