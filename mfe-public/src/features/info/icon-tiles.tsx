import { Card, type CardPadding } from '@qr/design-system';
import type { ComponentType } from 'react';
import styles from './info.module.css';

export interface IconTile {
  icon: ComponentType;
  title: string;
  text: string;
}

/** A list of cards, three abreast on wide screens, each an icon, a title and its text (/features, /howtouse). */
export function IconTiles({ tiles, padding, label }: { tiles: IconTile[]; padding: CardPadding; label?: string }) {
  return (
    <ul className={`${styles.grid} ${styles.grid3}`} aria-label={label}>
      {tiles.map(({ icon: Icon, title, text }) => (
        <li key={title}>
          <Card padding={padding} className={styles.tile}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Icon />
            </span>
            <h2 className={styles.tileTitle}>{title}</h2>
            <p className={styles.tileText}>{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
