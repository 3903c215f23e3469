import type { TAdminContentKind } from '@congrega/contract/admin/content';
import { ADMIN_CONTENT_ENDPOINTS } from '@congrega/contract/endpoints/admin-content';
import type { Tx } from '../../db/client.ts';
import type { AuthoredValues, AuthoringTable } from './content-authoring.repository.ts';
import { checkProject, checkPublication, checkQuarter, projectPlace } from './content-kinds-rules.ts';
import { devocional, ebd, ministerio, ministerioProjeto, noticia, publicacao } from './content.schema.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { ebdKind } from './ebd.kind.ts';
import { ministriesKind, ministryProjectsKind } from './ministries.kind.ts';
import { newsKind } from './news.kind.ts';
import { videosAuthoring } from './videos-authoring.kind.ts';
import { publicationsKind } from './publications.kind.ts';

/**
 * The kinds the staff console authors (contract admin/content.ts ADMIN_CONTENT_KINDS): the member side's kind (its
 * table), the console's endpoints, the kind's own fields (field -> column, as the body and the answer name them; a
 * `slug` field gives the kind editable slugs whose old values keep answering: content-slugs.ts), the type of the
 * notification publishing one creates for the church's members (none: publishing notifies nobody), and the kind's
 * own rules: `check` (its references are the church's, throwing a field error), `onCreate` (columns a new item
 * gets), `images` (own fields holding an image of the church's content folder, checked like the cover) and `pdf`
 * (the field holding a publication file, checked by admin/).
 */
export interface AuthoringKind extends AuthoringTable {
  name: TAdminContentKind;
  endpoints: (typeof ADMIN_CONTENT_ENDPOINTS)[TAdminContentKind];
  notice?: 'DEVOCIONAL' | 'NOTICIA' | 'EBD';
  /** The body's values as stored, when the kind derives columns from its fields (a video's link -> provider and id). */
  prepare?: (values: AuthoredValues) => AuthoredValues;
  /** The item as answered, when the kind adds fields derived from its columns (a video's link). */
  present?: (item: Record<string, unknown>) => Record<string, unknown>;
  check?: (tx: Tx, churchId: number, body: AuthoredValues) => Promise<void>;
  onCreate?: (tx: Tx, churchId: number, body: AuthoredValues) => Promise<Record<string, unknown>>;
  images?: string[];
  pdf?: string;
}

export const AUTHORING_KINDS: Record<TAdminContentKind, AuthoringKind> = {
  devotionals: {
    name: 'devotionals',
    kind: devotionalsKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.devotionals,
    own: { passagem: devocional.passagem, slug: devocional.slug },
    notice: 'DEVOCIONAL',
  },
  news: { name: 'news', kind: newsKind, endpoints: ADMIN_CONTENT_ENDPOINTS.news, own: { slug: noticia.slug }, notice: 'NOTICIA' },
  videos: videosAuthoring,
  publications: {
    name: 'publications',
    kind: publicationsKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.publications,
    own: { slug: publicacao.slug, tipoId: publicacao.tipoId, arquivo: publicacao.arquivo },
    check: checkPublication,
    pdf: 'arquivo',
  },
  ministries: {
    name: 'ministries',
    kind: ministriesKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.ministries,
    own: {
      responsavelNome: ministerio.responsavelNome,
      responsavelFoto: ministerio.responsavelFoto,
      responsavelEmail: ministerio.responsavelEmail,
      responsavelTelefone: ministerio.responsavelTelefone,
      redesSociais: ministerio.redesSociais,
    },
    images: ['responsavelFoto'],
  },
  projects: {
    name: 'projects',
    kind: ministryProjectsKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.projects,
    own: {
      ministerioId: ministerioProjeto.ministerioId,
      meta: ministerioProjeto.meta,
      metaValor: ministerioProjeto.metaValor,
      metaAlcancada: ministerioProjeto.metaAlcancada,
    },
    check: checkProject,
    onCreate: projectPlace,
  },
  ebd: {
    name: 'ebd',
    kind: ebdKind,
    endpoints: ADMIN_CONTENT_ENDPOINTS.ebd,
    own: { slug: ebd.slug, trimestre: ebd.trimestre, dataInicio: ebd.dataInicio, dataFim: ebd.dataFim },
    check: checkQuarter,
  },
};
