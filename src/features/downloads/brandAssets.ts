/** The downloadable brand files in public/brand/, with the background each preview needs. */
export const BRAND_ASSETS = [
  { file: 'versus-logo-on-dark.svg', name: 'Logo for dark backgrounds', preview: 'dark', alt: 'VERSUS logo in colour with light lettering', width: 200, height: 50 },
  { file: 'versus-logo-on-light.svg', name: 'Logo for light backgrounds', preview: 'light', alt: 'VERSUS logo in colour with dark lettering', width: 200, height: 50 },
  { file: 'versus-logo-white.svg', name: 'Logo in white (one colour)', preview: 'accent', alt: 'VERSUS logo in white', width: 200, height: 50 },
  { file: 'versus-mark.svg', name: 'Mark (monogram)', preview: 'dark', alt: 'VERSUS monogram', width: 100, height: 100 },
  { file: 'versus-app-icon.svg', name: 'App icon', preview: 'dark', alt: 'VERSUS app icon', width: 100, height: 100 },
] as const;

export const BRAND_GUIDE_FILE = 'versus-brand-guide.md';

export function brandFileUrl(file: string): string {
  return `/brand/${file}`;
}

/** Our palette; the same values as the CSS variables of src/styles/global.css. */
export const BRAND_COLOURS = [
  { name: 'Violet', hex: '#7C3AED', use: 'Buttons, primary actions, start of the logo gradient' },
  { name: 'Lilac', hex: '#8B5CF6', use: 'Accents and highlights' },
  { name: 'Cyan', hex: '#22D3EE', use: 'Links, end of the logo gradient' },
  { name: 'Night', hex: '#0B0D17', use: 'Page background, text on light backgrounds' },
  { name: 'Surface', hex: '#151829', use: 'Cards and panels' },
  { name: 'Ice', hex: '#F1F3FA', use: 'Text on dark backgrounds' },
] as const;

export const BRAND_RULES = [
  'Keep clear space around the logo of at least the height of the “V” on every side.',
  'Minimum size: 96 px wide for the wordmark, 24 px for the mark.',
  'Do not stretch, rotate, recolour, outline or add effects to the logo, or rebuild it in another typeface.',
  'On photos and busy or coloured backgrounds use the white logo, so it keeps enough contrast.',
  'Do not combine our logo with other logos, or use it to suggest that VERSUS sponsors or endorses you without our written agreement.',
  'Game names and logos belong to their publishers; our assets grant no rights to them.',
] as const;
