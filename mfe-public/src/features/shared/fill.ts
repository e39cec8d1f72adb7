import { createElement, Fragment, type ReactNode } from 'react';

/**
 * A text whose {placeholders} are elements, in the order the language puts them:
 * fill(t.pickUp, { number: <span>+91 98…</span> }). An unknown placeholder stays as written.
 */
export function fill(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts: ReactNode[] = template
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? (part in values ? values[part] : `{${part}}`) : part));
  return createElement(Fragment, null, ...parts);
}
