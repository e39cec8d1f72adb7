import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Badge,
  BellIcon,
  BottomSheet,
  Button,
  Card,
  CardLink,
  CarIcon,
  CheckIcon,
  HelpCircleIcon,
  IconButton,
  LogoutIcon,
  MenuIcon,
  PageLayout,
  ReceiptIcon,
  ShieldIcon,
  UsersIcon,
  VisuallyHidden,
} from 'shared-ui';
import type { UserInfo } from 'shared-ui/contract';
import { maskPhone } from '../formatting/format';
import styles from './owner-home.module.css';

export interface OwnerHomeViewProps {
  userInfo: UserInfo;
  onLogout(): void;
}

interface Tile {
  to: string;
  title: string;
  caption: string;
  icon: ReactNode;
}

function tilesFor(isAdmin: boolean): Tile[] {
  const tiles: Tile[] = [
    { to: '/vehicle-info', title: 'Vehicles', caption: 'Stickers, contacts and pausing', icon: <CarIcon /> },
    { to: '/notifications', title: 'Notifications', caption: 'Latest alerts and calls', icon: <BellIcon /> },
    { to: '/bills', title: 'Bills', caption: 'Free during early access', icon: <ReceiptIcon /> },
  ];
  if (isAdmin)
    tiles.push({ to: '/admin/queries', title: 'Queries', caption: 'Support queries from users', icon: <ShieldIcon /> });
  return tiles;
}

/** The owner portal home once user info is in: greeting, tiles, quick overview, help and the account menu. */
export function OwnerHomeView({ userInfo, onLogout }: OwnerHomeViewProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <PageLayout width="wide">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>Welcome Back</h1>
          <p className={styles.phone}>
            <VisuallyHidden>Account phone </VisuallyHidden>
            {maskPhone(userInfo.phone)}
          </p>
          <Badge tone="success" icon={<CheckIcon />}>
            Verified
          </Badge>
        </div>
        <IconButton label="Open menu" icon={<MenuIcon />} onClick={() => setMenuOpen(true)} />
      </header>

      <nav aria-label="Owner portal" className={styles.tiles}>
        {tilesFor(userInfo.isAdmin).map((tile) => (
          <CardLink key={tile.to} to={tile.to}>
            <span className={styles.tile}>
              <span className={styles.tileIcon} aria-hidden="true">
                {tile.icon}
              </span>
              <span className={styles.tileTitle}>{tile.title}</span>
              <span className={styles.tileCaption}>{tile.caption}</span>
            </span>
          </CardLink>
        ))}
      </nav>

      <section aria-labelledby="quick-overview" className={styles.section}>
        <h2 id="quick-overview" className={styles.sectionTitle}>
          Quick Overview
        </h2>
        <Card>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>Vehicles</dt>
              <dd data-testid="vehicle-count">{userInfo.totalVehiclesCount}</dd>
            </div>
            <div className={styles.stat}>
              <dt>Alerts</dt>
              <dd data-testid="alert-count">{userInfo.totalInformCount}</dd>
            </div>
          </dl>
        </Card>
      </section>

      <section aria-labelledby="help-support" className={styles.section}>
        <h2 id="help-support" className={styles.sectionTitle}>
          Help &amp; Support
        </h2>
        <CardLink to="/help">
          <span className={styles.help}>
            <HelpCircleIcon aria-hidden="true" />
            <span>
              <span className={styles.tileTitle}>Help Center</span>
              <span className={styles.tileCaption}>FAQs and a direct line to our team</span>
            </span>
          </span>
        </CardLink>
      </section>

      <BottomSheet open={menuOpen} onOpenChange={setMenuOpen} title="Menu">
        <div className={styles.menu}>
          <Link className={styles.menuLink} to="/referrals">
            <UsersIcon aria-hidden="true" /> Referrals
          </Link>
          <Link className={styles.menuLink} to="/help">
            <HelpCircleIcon aria-hidden="true" /> Help &amp; Support
          </Link>
          <Button variant="danger" fullWidth onClick={onLogout}>
            <LogoutIcon aria-hidden="true" /> Logout
          </Button>
        </div>
      </BottomSheet>
    </PageLayout>
  );
}
