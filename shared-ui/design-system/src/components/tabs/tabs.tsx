import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  value: string;
  label: string;
  icon?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  value: string;
  onValueChange(value: string): void;
  /** Accessible name of the tab list. */
  ariaLabel: string;
  className?: string;
}

const STEP: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * Controlled tabs, the WAI-ARIA "tabs with automatic activation" pattern: one tab in the Tab order,
 * arrow keys (and Home/End) move to and select the next enabled tab, only the selected panel renders
 * (its controls are the next stop in the Tab order).
 * Written on the platform rather than Radix Tabs: it sits on the scanner's page, where Radix's roving
 * focus machinery cost about 12 KB gzip before the form was usable.
 */
export function Tabs({ tabs, value, onValueChange, ariaLabel, className }: TabsProps) {
  const id = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (tabValue: string) => `${id}-tab-${tabValue}`;
  const panelId = (tabValue: string) => `${id}-panel-${tabValue}`;
  const enabled = tabs.filter((tab) => !tab.disabled);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = STEP[event.key];
    const index = enabled.findIndex((tab) => tab.value === value);
    if (!step || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[step(Math.max(index, 0), enabled.length)];
    if (!next) return;
    tabRefs.current.get(next.value)?.focus();
    if (next.value !== value) onValueChange(next.value);
  };

  return (
    <div className={[styles.root, className ?? ''].filter(Boolean).join(' ')}>
      {/* A tablist is horizontal by default (no aria-orientation needed). */}
      <div role="tablist" aria-label={ariaLabel} className={styles.list}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.value, element);
                else tabRefs.current.delete(tab.value);
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              className={styles.trigger}
              onClick={() => !selected && onValueChange(tab.value)}
              onKeyDown={onKeyDown}
            >
              {tab.icon ? <span aria-hidden="true">{tab.icon}</span> : null}
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs
        .filter((tab) => tab.value === value)
        .map((tab) => (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            // Focusable by script: where focus goes when the control used inside is gone or disabled.
            tabIndex={-1}
            className={styles.content}
          >
            {tab.content}
          </div>
        ))}
    </div>
  );
}
