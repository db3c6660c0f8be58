/// <reference types="vite/client" />

/** Deployment settings read by `src/config.ts` (all optional; unset means the feature is off). */
interface ImportMetaEnv {
  readonly VITE_DATA_PLATFORM_URL?: string;
  readonly VITE_CLOUD_MUSEUM_URL?: string;
  readonly VITE_AI_ALLIANCE_URL?: string;
  readonly VITE_MOBILE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_FIELD_VITALS?: string;
  readonly VITE_MUSEUM_BANNER_VENDOR?: string;
  readonly VITE_PDF_ALLOWED_URLS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
