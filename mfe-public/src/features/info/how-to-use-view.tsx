import { Accordion, ButtonLink, Phone, Shield, WhatsApp } from '@qr/design-system';
import { useLocale, useMessages } from '@qr/runtime/i18n';
import { type HowToUseTexts, howToUseMessages } from './how-to-use/messages';
import { IconTiles } from './icon-tiles';
import { StepsArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout, InfoSection } from './info-layout';

type Key = keyof HowToUseTexts;
interface Step {
  title: Key;
  text: Key;
}

/** The owner's five steps and the scanner's four, as keys of their title and text in the catalog. */
const OWNER_STEPS = [
  { title: 'getStickerTitle', text: 'getStickerText' },
  { title: 'registerTitle', text: 'registerText' },
  { title: 'detailsTitle', text: 'detailsText' },
  { title: 'verifyTitle', text: 'verifyText' },
  { title: 'placeTitle', text: 'placeText' },
] as const satisfies readonly Step[];

const SCANNER_STEPS = [
  { title: 'findTitle', text: 'findText' },
  { title: 'scanTitle', text: 'scanText' },
  { title: 'chooseTitle', text: 'chooseText' },
  { title: 'sendTitle', text: 'sendText' },
] as const satisfies readonly Step[];

const BENEFITS = [
  { icon: Shield, title: 'privacyTitle', text: 'privacyText' },
  { icon: WhatsApp, title: 'alertsTitle', text: 'alertsText' },
  { icon: Phone, title: 'anyPhoneTitle', text: 'anyPhoneText' },
] as const satisfies readonly (Step & { icon: unknown })[];

const FAQ = [
  { id: 'cost', title: 'costQuestion', content: 'costAnswer' },
  { id: 'see-number', title: 'seeNumberQuestion', content: 'seeNumberAnswer' },
  { id: 'several', title: 'severalQuestion', content: 'severalAnswer' },
  { id: 'pause', title: 'pauseQuestion', content: 'pauseAnswer' },
] as const satisfies readonly { id: string; title: Key; content: Key }[];

function Steps({ steps, t }: { steps: readonly Step[]; t: HowToUseTexts }) {
  const number = new Intl.NumberFormat(useLocale());
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {number.format(index + 1)}
          </span>
          <div>
            <p className={styles.stepTitle}>{t[step.title]}</p>
            <p>{t[step.text]}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** /howtouse: owner steps, scanner steps, benefits, FAQ, buttons to / and /contact. */
export function HowToUseView() {
  const t = useMessages(howToUseMessages);
  return (
    <InfoLayout title={t.title} backTo="/" illustration={<StepsArt label={t.art} />} lead={t.lead}>
      <InfoSection title={t.ownersTitle}>
        <Steps steps={OWNER_STEPS} t={t} />
      </InfoSection>
      <InfoSection title={t.scannersTitle}>
        <Steps steps={SCANNER_STEPS} t={t} />
      </InfoSection>
      <IconTiles
        padding="md"
        label={t.benefits}
        tiles={BENEFITS.map(({ icon, title, text }) => ({ icon, title: t[title], text: t[text] }))}
      />
      <section aria-labelledby="faq-title" className={styles.faq}>
        <h2 id="faq-title" className={styles.sectionTitle}>
          {t.faqTitle}
        </h2>
        <Accordion items={FAQ.map(({ id, title, content }) => ({ id, title: t[title], content: t[content] }))} />
      </section>
      <div className={styles.actions}>
        <ButtonLink to="/" className={styles.button}>
          {t.goHome}
        </ButtonLink>
        <ButtonLink to="/contact" variant="secondary" className={styles.button}>
          {t.contactUs}
        </ButtonLink>
      </div>
    </InfoLayout>
  );
}
