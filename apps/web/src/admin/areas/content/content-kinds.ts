import { ADMIN_CONTENT_KINDS, type TAdminContentKind } from '@congrega/contract/admin/content';
import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';

/**
 * The kinds the console authors (contract ADMIN_CONTENT_KINDS, in the switcher's order): the console's endpoints, the
 * member app's page of the kind (the list the editor links to) and the kind's own fields (a devotional's Bible
 * passage, a publication's type and PDF, a ministry's responsible person...), each with its label key under
 * `content.fields` and the input it takes (own-fields.tsx).
 */
export type OwnFieldType =
  'text' | 'slug' | 'date' | 'count' | 'email' | 'tel' | 'publicationType' | 'ministry' | 'pdf' | 'image' | 'social' | 'media';

export interface OwnField {
  name: string;
  type: OwnFieldType;
  required?: boolean;
  max?: number;
}

export interface ConsoleContentKind {
  key: TAdminContentKind;
  endpoints: (typeof ADMIN_CONTENT_ENDPOINTS)[TAdminContentKind];
  memberPath: string;
  own: readonly OwnField[];
  /** Publishing notifies the church's members (the server's kind has a notice: devotionals and news). */
  notifies: boolean;
}

const slug: OwnField = { name: 'slug', type: 'slug' };

const KINDS: Record<TAdminContentKind, { memberPath: string; own: OwnField[] }> = {
  devotionals: { memberPath: '/devotionals', own: [{ name: 'passagem', type: 'text', max: 200 }, slug] },
  news: { memberPath: '/news', own: [slug] },
  videos: {
    memberPath: '/videos',
    own: [
      { name: 'url', type: 'text' },
      { name: 'midiaArquivoId', type: 'media' },
    ],
  },
  publications: {
    memberPath: '/publications',
    own: [{ name: 'tipoId', type: 'publicationType', required: true }, { name: 'arquivo', type: 'pdf', required: true }, slug],
  },
  ministries: {
    memberPath: '/ministries',
    own: [
      { name: 'responsavelNome', type: 'text', max: 120 },
      { name: 'responsavelFoto', type: 'image' },
      { name: 'responsavelEmail', type: 'email', max: 254 },
      { name: 'responsavelTelefone', type: 'tel', max: 40 },
      { name: 'redesSociais', type: 'social' },
    ],
  },
  projects: {
    memberPath: '/ministries',
    own: [
      { name: 'ministerioId', type: 'ministry', required: true },
      { name: 'meta', type: 'text', max: 300 },
      { name: 'metaValor', type: 'count' },
      { name: 'metaAlcancada', type: 'count' },
    ],
  },
  ebd: {
    memberPath: '/ebds',
    own: [
      { name: 'trimestre', type: 'text', required: true, max: 100 },
      { name: 'dataInicio', type: 'date', required: true },
      { name: 'dataFim', type: 'date', required: true },
      slug,
    ],
  },
};

export const CONSOLE_CONTENT_KINDS: readonly ConsoleContentKind[] = ADMIN_CONTENT_KINDS.map((key) => ({
  key,
  endpoints: ADMIN_CONTENT_ENDPOINTS[key],
  ...KINDS[key],
  notifies: key === 'devotionals' || key === 'news',
}));

/** The kind a route's `:kind` names, or undefined (an unknown kind is "not found"). */
export const contentKindOf = (key: string | undefined) => CONSOLE_CONTENT_KINDS.find((k) => k.key === key);
