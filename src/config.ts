/**
 * Deployment configuration, read once from `import.meta.env` (design §9: unset means the external
 * link is hidden and there is no mobile redirect). Nothing else in src/ reads `import.meta.env`.
 */
export interface AppConfig {
  dataPlatformUrl: string | null;
  cloudMuseumUrl: string | null;
  aiAllianceUrl: string | null;
  mobileSiteUrl: string | null;
  contactEmail: string;
  /** VITE_FIELD_VITALS=1: report this browser's Core Web Vitals to `/api/vitals` (the server needs FIELD_VITALS=1). */
  fieldVitals: boolean;
  /** The vendor whose first exhibitor the museum's banner opens (domain/museum.ts). */
  museumBannerVendor: string;
  /**
   * VITE_PDF_ALLOWED_URLS (comma-separated origins or origin + path prefixes): where `/eduMetting?pdf=` may
   * load a PDF from besides the portal's own /media/ (domain/journals.ts allowedPdfUrl). The server's
   * MEDIA_HOSTS must name the same hosts, or the CSP's connect-src blocks the download.
   */
  pdfAllowList: string[];
}

import { DEFAULT_BANNER_VENDOR } from '../domain/museum';

export const DEFAULT_CONTACT_EMAIL = 'contact@radiology-institute.cn';

const optional = (value: string | undefined): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

export const readConfig = (env: Partial<Record<keyof ImportMetaEnv, string | undefined>>): AppConfig => ({
  dataPlatformUrl: optional(env.VITE_DATA_PLATFORM_URL),
  cloudMuseumUrl: optional(env.VITE_CLOUD_MUSEUM_URL),
  aiAllianceUrl: optional(env.VITE_AI_ALLIANCE_URL),
  mobileSiteUrl: optional(env.VITE_MOBILE_SITE_URL),
  contactEmail: optional(env.VITE_CONTACT_EMAIL) ?? DEFAULT_CONTACT_EMAIL,
  fieldVitals: env.VITE_FIELD_VITALS === '1',
  museumBannerVendor: optional(env.VITE_MUSEUM_BANNER_VENDOR) ?? DEFAULT_BANNER_VENDOR,
  pdfAllowList: (env.VITE_PDF_ALLOWED_URLS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== ''),
});

export const config: AppConfig = readConfig(import.meta.env);
