// @ts-check
import { createAppConfig } from '@qr/platform/build/rspack-app.mjs';

/** The pages this remote exposes; the shell's route table names them. */
/** @type {Record<string, string>} */
export const exposes = {
  './LandingPage': './src/pages/landing-page.tsx',
  './StickerPage': './src/pages/sticker-page.tsx',
  './TermsPage': './src/pages/terms-page.tsx',
  './PrivacyPage': './src/pages/privacy-page.tsx',
  './FeaturesPage': './src/pages/features-page.tsx',
  './PricingPage': './src/pages/pricing-page.tsx',
  './ContactPage': './src/pages/contact-page.tsx',
  './HowToUsePage': './src/pages/how-to-use-page.tsx',
  './VehicleRegistrationPage': './src/pages/vehicle-registration-page.tsx',
};

/**
 * The public API reads a page starts with, as paths with {param} from its route. They are published in
 * mf-manifest.json, and the shell starts them as soon as it reads the manifest, in parallel with the
 * page's code (a unit test keeps them equal to what src/api requests).
 */
/** @type {Record<string, string[]>} */
export const routeData = {
  StickerPage: ['uid-status/{uid}'],
};

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_public',
  port: 3001,
  exposes,
  manifestData: { routeData },
});
