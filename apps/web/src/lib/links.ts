/** Product-wide legal pages (the same for every church); overridable at build time. */
export const TERMS_URL: string = import.meta.env.VITE_TERMS_URL ?? 'https://congrega.app/termos-de-uso';
export const PRIVACY_URL: string = import.meta.env.VITE_PRIVACY_URL ?? 'https://congrega.app/politica-de-privacidade';
