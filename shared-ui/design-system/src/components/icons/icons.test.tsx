import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CarIcon, icons } from './icons';

describe('icons', () => {
  it('are aria-hidden by default', () => {
    const { container } = render(Object.entries(icons).map(([name, Icon]) => <Icon key={name} />));
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(28);
    for (const svg of svgs) expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  it('are announced when given a title', () => {
    render(<CarIcon title="Car" size={32} />);
    expect(screen.getByRole('img', { name: 'Car' })).toHaveAttribute('width', '32');
  });

  it('are each one <path>: every shape is an element the browser styles and lays out, in every card that shows it', () => {
    const { container } = render(Object.entries(icons).map(([name, Icon]) => <Icon key={name} />));
    for (const svg of container.querySelectorAll('svg')) {
      expect([...svg.children].map((child) => child.tagName)).toEqual(['path']);
    }
  });

  it('are each created in a call marked pure, so a page bundles only the icons it uses', () => {
    const source = readFileSync(path.join(import.meta.dirname, 'icons.tsx'), 'utf8');
    const created = source.match(/= (\/\* @__PURE__ \*\/ )?createIcon\(/g) ?? [];
    expect(created).toHaveLength(Object.keys(icons).length);
    expect(created.filter((call) => !call.includes('@__PURE__'))).toEqual([]);
  });
});
