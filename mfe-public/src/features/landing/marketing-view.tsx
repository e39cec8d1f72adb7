import { Bell, Button, ButtonLink, Card, MessageIcon, QrCode, Shield, SiteBar } from '@qr/design-system';
import { format, useMessages } from '@qr/runtime/i18n';
import { Link } from 'react-router-dom';
import { HeroIllustration } from './illustrations';
import { HOW_IT_WORKS, STATS, stepNumber, yearOf } from './landing-content';
import styles from './marketing-view.module.css';
import { landingMessages } from './messages';

export interface MarketingViewProps {
  /** Login and Get Started: open the dialog, or go to /admin with a stored token. */
  onLogin(): void;
  onGetStarted(): void;
}

const STEP_ICONS = [QrCode, Shield, Bell] as const;

/** The marketing landing page (docs/product.md §1 and 2): hero, statistics, how it works, calls to action, footer. */
export function MarketingView({ onLogin, onGetStarted }: MarketingViewProps) {
  const t = useMessages(landingMessages);
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <SiteBar className={styles.topRow}>
          <Button variant="secondary" size="sm" onClick={onLogin}>
            {t.login}
          </Button>
        </SiteBar>
      </header>

      <div>
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{t.eyebrow}</p>
            <h1 id="hero-title" className={styles.title}>
              {t.title}
            </h1>
            <p className={styles.lead}>{t.lead}</p>
            <div className={styles.heroActions}>
              <Button size="lg" onClick={onGetStarted}>
                {t.getStarted}
              </Button>
              <ButtonLink to="/howtouse" variant="secondary" size="lg">
                {t.howToUse}
              </ButtonLink>
            </div>
          </div>
          <div className={styles.heroArt}>
            <HeroIllustration label={t.heroArt} />
          </div>
        </section>

        <section className={styles.stats} aria-label={t.statistics}>
          <ul className={styles.statList}>
            {STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <span className={styles.statValue}>{t[stat.figure]}</span>
                <span className={styles.statLabel}>{t[stat.label]}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title" className={styles.sectionTitle}>
            {t.howTitle}
          </h2>
          <ol className={styles.steps}>
            {HOW_IT_WORKS.map((step, index) => {
              const Icon = STEP_ICONS[index] ?? QrCode;
              return (
                <li key={step.title}>
                  <Card padding="lg" className={styles.stepCard}>
                    <span className={styles.stepIcon} aria-hidden="true">
                      <Icon />
                    </span>
                    <span className={styles.stepNumber}>{format(t.step, { number: stepNumber(index) })}</span>
                    <h3 className={styles.stepTitle}>{t[step.title]}</h3>
                    <p className={styles.stepText}>{t[step.text]}</p>
                  </Card>
                </li>
              );
            })}
          </ol>
        </section>

        <section className={styles.cta} aria-labelledby="cta-title">
          <MessageIcon aria-hidden="true" className={styles.ctaIcon} />
          <h2 id="cta-title" className={styles.ctaTitle}>
            {t.ctaTitle}
          </h2>
          <p className={styles.ctaText}>{t.ctaText}</p>
          <div className={styles.ctaActions}>
            <ButtonLink to="/contact" variant="secondary">
              {t.contactUs}
            </ButtonLink>
          </div>
        </section>
      </div>

      <footer className={styles.footer}>
        <nav aria-label={t.footer} className={styles.footerNav}>
          <Link to="/">{t.home}</Link>
          <Link to="/features">{t.features}</Link>
          <Link to="/pricing">{t.pricing}</Link>
          <Link to="/contact">{t.contact}</Link>
        </nav>
        <p className={styles.footerNote}>
          <Link to="/terms">{t.terms}</Link> · <Link to="/privacy">{t.privacy}</Link>
        </p>
        <p className={styles.footerNote}>{format(t.copyright, { year: yearOf(new Date()) })}</p>
      </footer>
    </div>
  );
}
