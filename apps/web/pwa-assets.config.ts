import { defineConfig, minimal2023Preset, type Preset } from '@vite-pwa/assets-generator/config';

/** The brand's green: the icon's own background, so a maskable or iPhone icon is one colour. */
const BRAND_GREEN = '#14532d';

const preset: Preset = {
  ...minimal2023Preset,
  maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: BRAND_GREEN } },
  apple: { ...minimal2023Preset.apple, resizeOptions: { background: BRAND_GREEN } },
};

/**
 * The app's icons (issue 32, decision 091), drawn from the favicon by `npm run icons` into
 * public/ and committed: the 64/192/512 px icons, a maskable one with the safe-zone padding and
 * the iPhone's home-screen icon.
 */
export default defineConfig({ preset, images: ['public/favicon.svg'] });
