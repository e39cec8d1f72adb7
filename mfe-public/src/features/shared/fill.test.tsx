import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from './fill';

describe('fill', () => {
  it('puts elements where the language puts their placeholders', () => {
    const number = <b>+91 9123456780</b>;
    const { container, rerender } = render(
      <p>{fill('Please pick up the call we are placing to {number}.', { number })}</p>,
    );
    expect(container.innerHTML).toBe('<p>Please pick up the call we are placing to <b>+91 9123456780</b>.</p>');
    rerender(<p>{fill('हम {number} पर कॉल लगा रहे हैं।', { number })}</p>);
    expect(container.innerHTML).toBe('<p>हम <b>+91 9123456780</b> पर कॉल लगा रहे हैं।</p>');
  });

  it('keeps a text without placeholders, and an unknown placeholder as written', () => {
    const { container } = render(<p>{fill('Code {code} for {name}', { name: 'Asha' })}</p>);
    expect(container.textContent).toBe('Code {code} for Asha');
  });
});
