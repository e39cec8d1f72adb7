import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
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

/** Controlled tabs on Radix Tabs (roving focus with arrow keys, tab/tabpanel roles). */
export function Tabs({ tabs, value, onValueChange, ariaLabel, className }: TabsProps) {
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={onValueChange}
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
    >
      <RadixTabs.List aria-label={ariaLabel} className={styles.list}>
        {tabs.map((tab) => (
          <RadixTabs.Trigger key={tab.value} value={tab.value} disabled={tab.disabled} className={styles.trigger}>
            {tab.icon ? <span aria-hidden="true">{tab.icon}</span> : null}
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content key={tab.value} value={tab.value} className={styles.content}>
          {tab.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
