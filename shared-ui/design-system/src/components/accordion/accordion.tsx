import * as RadixAccordion from '@radix-ui/react-accordion';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../icons/icons';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** The item open at first (none by default). */
  defaultOpenId?: string;
  /** Heading level of the item titles (default 3). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** One item open at a time; activating the open one closes it (Radix Accordion, single + collapsible). */
export function Accordion({ items, defaultOpenId, headingLevel = 3, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpenId}
      className={[styles.root, className ?? ''].filter(Boolean).join(' ')}
    >
      {items.map((item) => (
        <RadixAccordion.Item key={item.id} value={item.id} className={styles.item}>
          <RadixAccordion.Header asChild>
            <Heading className={styles.header}>
              <RadixAccordion.Trigger className={styles.trigger}>
                <span className={styles.triggerText}>{item.title}</span>
                <ChevronDownIcon className={styles.chevron} />
              </RadixAccordion.Trigger>
            </Heading>
          </RadixAccordion.Header>
          <RadixAccordion.Content className={styles.content}>
            <div className={styles.contentInner}>{item.content}</div>
          </RadixAccordion.Content>
        </RadixAccordion.Item>
      ))}
    </RadixAccordion.Root>
  );
}
