// The pure half of i18n lives in the contract, so the server draws a page's first paint with the same rules
// (plugins/web-first-paint.ts).
export * from '@congrega/contract/translate';
