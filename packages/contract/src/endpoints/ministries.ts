import { z } from 'zod';
import { ZId } from '../common.ts';
import { contentEndpoints } from '../content.ts';

/** The ministry's responsible person: name, photo (a URL) and how to reach them. */
export const ZMinistryResponsible = z.object({
  nome: z.string().nullable(),
  foto: z.string().nullable(),
  email: z.string().nullable(),
  telefone: z.string().nullable(),
});

/** A social network of the ministry: its name ('instagram', 'youtube'...) and address. */
export const ZSocialLink = z.object({ rede: z.string(), url: z.string() });

/**
 * Ministries on the shared content pattern (spec: /ministries, /ministries/{ministryId}; no module): each with its
 * responsible person and social networks. Their social projects are a kind of their own (`ministryProjects`).
 */
export const ministries = contentEndpoints({
  name: 'Ministry',
  tag: 'Ministries',
  list: 'ministerio',
  item: 'ministerio',
  extra: { responsavel: ZMinistryResponsible, redesSociais: z.array(ZSocialLink) },
});
export type TMinistry = z.infer<typeof ministries.detail>;

/**
 * A ministry's social projects (spec: /ministries/{ministryId}/projects/{projectId}): each of a ministry
 * (`ministerioId`; the list filters by `ministerio`) with its goal (`meta`, a text) and, when it raises money or
 * counts something, the target and what is reached (`metaValor`, `metaAlcancada`).
 */
export const ministryProjects = contentEndpoints({
  name: 'MinistryProject',
  tag: 'Ministries',
  list: 'ministerio-projeto',
  item: 'ministerio-projeto',
  extra: {
    ministerioId: z.number().int(),
    meta: z.string().nullable(),
    metaValor: z.number().int().nullable(),
    metaAlcancada: z.number().int().nullable(),
  },
  filters: { ministerio: ZId.optional() },
});
export type TMinistryProject = z.infer<typeof ministryProjects.detail>;
