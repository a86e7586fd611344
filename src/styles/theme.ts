import { BRAND } from '@softkino/contract/brand';

/** The brand colours as CSS custom properties, so the stylesheets never hard-code a chain. */
export function brandCssVariables(): Record<string, string> {
  return {
    '--color-accent': BRAND.colors.accent,
    '--color-bg': BRAND.colors.background,
    '--color-surface': BRAND.colors.surface,
    '--color-text': BRAND.colors.text,
  };
}

export function applyBrandTheme(root: HTMLElement): void {
  for (const [name, value] of Object.entries(brandCssVariables())) {
    root.style.setProperty(name, value);
  }
}
