import type { UserInfo } from '@qr/contract';
import {
  Badge,
  BellIcon,
  BottomSheet,
  Button,
  ButtonLink,
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
  SiteBar,
  UsersIcon,
  VisuallyHidden,
} from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router-dom';
import { maskPhone } from '../shared/formatting/format';
import { type HomeTexts, homeMessages } from './messages';
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

function tilesFor(isAdmin: boolean, t: HomeTexts): Tile[] {
  const tiles: Tile[] = [
    { to: '/vehicle-info', title: t.vehiclesTitle, caption: t.vehiclesCaption, icon: <CarIcon /> },
    { to: '/notifications', title: t.notificationsTitle, caption: t.notificationsCaption, icon: <BellIcon /> },
    { to: '/bills', title: t.billsTitle, caption: t.billsCaption, icon: <ReceiptIcon /> },
  ];
  if (isAdmin)
    tiles.push({ to: '/admin/queries', title: t.queriesTitle, caption: t.queriesCaption, icon: <ShieldIcon /> });
  return tiles;
}

/** A section of the home under its heading (named by it for screen readers). */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The owner portal home once user info is in: greeting, tiles, quick overview, help and the account menu. */
export function OwnerHomeView({ userInfo, onLogout }: OwnerHomeViewProps) {
  const t = useMessages(homeMessages);
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <PageLayout width="wide">
      <SiteBar className={styles.siteBar}>
        <IconButton label={t.openMenu} icon={<MenuIcon />} onClick={() => setMenuOpen(true)} />
      </SiteBar>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t.welcome}</h1>
        <p className={styles.phone}>
          <VisuallyHidden>{t.accountPhone}</VisuallyHidden>
          {maskPhone(userInfo.phone)}
        </p>
        <Badge tone="success" icon={<CheckIcon />}>
          {t.verified}
        </Badge>
      </header>

      <nav aria-label={t.portalNav} className={styles.tiles}>
        {tilesFor(userInfo.isAdmin, t).map((tile) => (
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

      <HomeSection id="quick-overview" title={t.quickOverview}>
        <Card>
          <dl className={styles.stats}>
            <div className={styles.stat}>
              <dt>{t.statVehicles}</dt>
              <dd data-testid="vehicle-count">{userInfo.totalVehiclesCount}</dd>
            </div>
            <div className={styles.stat}>
              <dt>{t.statAlerts}</dt>
              <dd data-testid="alert-count">{userInfo.totalInformCount}</dd>
            </div>
          </dl>
          {userInfo.totalVehiclesCount === 0 ? (
            <div className={styles.firstVehicle}>
              <p>{t.firstVehicle}</p>
              <ButtonLink to="/howtouse">{t.addVehicleHowTo}</ButtonLink>
            </div>
          ) : null}
        </Card>
      </HomeSection>

      <HomeSection id="help-support" title={t.helpSupport}>
        <CardLink to="/help">
          <span className={styles.help}>
            <HelpCircleIcon aria-hidden="true" />
            <span>
              <span className={styles.tileTitle}>{t.helpCenter}</span>
              <span className={styles.tileCaption}>{t.helpCaption}</span>
            </span>
          </span>
        </CardLink>
      </HomeSection>

      <BottomSheet open={menuOpen} onOpenChange={setMenuOpen} title={t.menu}>
        <div className={styles.menu}>
          <Link className={styles.menuLink} to="/referrals">
            <UsersIcon aria-hidden="true" /> {t.referrals}
          </Link>
          <Link className={styles.menuLink} to="/help">
            <HelpCircleIcon aria-hidden="true" /> {t.helpSupport}
          </Link>
          <Button variant="danger" fullWidth onClick={onLogout}>
            <LogoutIcon aria-hidden="true" /> {t.logout}
          </Button>
        </div>
      </BottomSheet>
    </PageLayout>
  );
}
