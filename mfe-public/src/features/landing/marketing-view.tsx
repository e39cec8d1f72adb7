import { Link } from 'react-router-dom';
import { Bell, Button, ButtonLink, Card, MessageIcon, QrCode, Shield } from 'shared-ui';
import { BrandMark, HeroIllustration } from './illustrations';
import { HOW_IT_WORKS, STATS } from './landing-content';
import styles from './marketing-view.module.css';

export interface MarketingViewProps {
  /** Login and Get Started: open the dialog, or go to /admin with a stored token. */
  onLogin(): void;
  onGetStarted(): void;
}

const STEP_ICONS = [QrCode, Shield, Bell] as const;

/** The marketing landing page (docs/product.md §1 and 2): hero, statistics, how it works, calls to action, footer. */
export function MarketingView({ onLogin, onGetStarted }: MarketingViewProps) {
  return (
    <div className={styles.page}>
      <header className={styles.topBar}>
        <Link to="/" className={styles.brand}>
          <BrandMark />
          <span>QR Vehicle Contact</span>
        </Link>
        <Button variant="secondary" size="sm" onClick={onLogin}>
          Login
        </Button>
      </header>

      <div>
        <section className={styles.hero} aria-labelledby="hero-title">
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>Smart QR stickers for vehicles</p>
            <h1 id="hero-title" className={styles.title}>
              Let anyone reach you about your vehicle, without sharing your number
            </h1>
            <p className={styles.lead}>
              Put a QR sticker on your vehicle. Anyone who scans it can call you through a masked number or send an
              instant WhatsApp alert about wrong parking, an unlocked door, an accident or a child inside.
            </p>
            <div className={styles.heroActions}>
              <Button size="lg" onClick={onGetStarted}>
                Get Started
              </Button>
              <ButtonLink to="/howtouse" variant="secondary" size="lg">
                How to Use
              </ButtonLink>
            </div>
          </div>
          <div className={styles.heroArt}>
            <HeroIllustration />
          </div>
        </section>

        <section className={styles.stats} aria-label="Statistics">
          <ul className={styles.statList}>
            {STATS.map((stat) => (
              <li key={stat.label} className={styles.stat}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="how-title">
          <h2 id="how-title" className={styles.sectionTitle}>
            How it works
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
                    <span className={styles.stepNumber}>Step {index + 1}</span>
                    <h3 className={styles.stepTitle}>{step.title}</h3>
                    <p className={styles.stepText}>{step.text}</p>
                  </Card>
                </li>
              );
            })}
          </ol>
        </section>

        <section className={styles.cta} aria-labelledby="cta-title">
          <MessageIcon aria-hidden="true" className={styles.ctaIcon} />
          <h2 id="cta-title" className={styles.ctaTitle}>
            Questions before you start?
          </h2>
          <p className={styles.ctaText}>Our support team is available 24/7 and free during early access.</p>
          <div className={styles.ctaActions}>
            <ButtonLink to="/contact" variant="secondary">
              Contact Us
            </ButtonLink>
          </div>
        </section>
      </div>

      <footer className={styles.footer}>
        <nav aria-label="Footer" className={styles.footerNav}>
          <Link to="/">Home</Link>
          <Link to="/features">Features</Link>
          <Link to="/pricing">Pricing</Link>
          <Link to="/contact">Contact</Link>
        </nav>
        <p className={styles.footerNote}>
          <Link to="/terms">Terms of Service</Link> · <Link to="/privacy">Privacy Policy</Link>
        </p>
        <p className={styles.footerNote}>© {new Date().getFullYear()} QR Vehicle Contact. Made in Haryana, India.</p>
      </footer>
    </div>
  );
}
