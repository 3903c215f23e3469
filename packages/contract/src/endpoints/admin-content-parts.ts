import { z } from 'zod';
import { ZAdminChurchParams } from '../admin/common.ts';
import { ZAdminContentParams, ZAdminContentPublishBody } from '../admin/content.ts';
import {
  ZAdminEbdClass,
  ZAdminEbdClassBody,
  ZAdminEbdClassList,
  ZAdminEbdLesson,
  ZAdminEbdLessonBody,
  ZAdminEbdLessonList,
  ZAdminMinistryProjects,
  ZAdminPartParams,
  ZAdminProjectOrderBody,
  ZAdminPublicationFile,
  ZAdminPublicationFileBody,
  ZAdminPublicationType,
  ZAdminPublicationTypeBody,
  ZAdminPublicationTypeList,
  ZAdminPublicationTypeParams,
} from '../admin/content-kinds.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The parts the content kinds hold (admin/content-kinds.ts), under `/admin/:church/content/...` with the `content`
 * grant (view reads, edit writes): publication types and a publication's PDF, the order of a ministry's projects,
 * a Sunday-school quarter's classes and lessons (a lesson published on its own, notifying members once).
 */
const base = { base: 'admin', auth: 'staff', cache: 'private' } as const;
const view = { area: 'content', action: 'view' } as const;
const edit = { area: 'content', action: 'edit' } as const;
const errors = [400, 401, 403, 404] as const;
const types = { ...base, tags: ['admin-content-publications'] } as const;

export const adminPublicationTypeList = defineEndpoint({
  ...types,
  grant: view,
  method: 'GET',
  path: '/admin/:church/content/publication-types',
  summary: "Publication types: the church's, in their order, each with how many publications it has (any state)",
  params: ZAdminChurchParams,
  status: 200,
  response: ZAdminPublicationTypeList,
  errors: [...errors],
});

export const adminPublicationTypeCreate = defineEndpoint({
  ...types,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/content/publication-types',
  summary: 'Publication types: adds one',
  params: ZAdminChurchParams,
  body: ZAdminPublicationTypeBody,
  status: 201,
  response: ZAdminPublicationType,
  errors: [...errors],
});

export const adminPublicationTypeUpdate = defineEndpoint({
  ...types,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/content/publication-types/:id',
  summary: "Publication types: changes one's name, description and order",
  params: ZAdminPublicationTypeParams,
  body: ZAdminPublicationTypeBody,
  status: 200,
  response: ZAdminPublicationType,
  errors: [...errors],
});

export const adminPublicationTypeDelete = defineEndpoint({
  ...types,
  grant: edit,
  method: 'DELETE',
  path: '/admin/:church/content/publication-types/:id',
  summary: 'Publication types: deletes one without publications (409 PUBLICATION_TYPE_IN_USE otherwise)',
  params: ZAdminPublicationTypeParams,
  status: 204,
  response: z.null(),
  errors: [...errors, 409],
});

export const adminPublicationFileUpload = defineEndpoint({
  ...types,
  grant: edit,
  method: 'POST',
  path: '/admin/:church/content/publications/files',
  multipart: true,
  summary: "Uploads a publication's PDF (multipart/form-data: the `arquivo` file) into the church's publications folder",
  description:
    'A PDF (its bytes start with %PDF-, at most 20 MB, no script or launch actions) is stored rewritten: its pages only, without ' +
    "annotations, actions or forms. The answer is its path, for a publication body's `arquivo`. " +
    'Errors: 413 FILE_TOO_LARGE, 400 FILE_INVALID or VALIDATION_FAILED.',
  params: ZAdminChurchParams,
  body: ZAdminPublicationFileBody,
  status: 201,
  response: ZAdminPublicationFile,
  errors: [...errors, 413],
});

const ministries = { ...base, tags: ['admin-content-ministries'] } as const;

export const adminMinistryProjects = defineEndpoint({
  ...ministries,
  grant: view,
  method: 'GET',
  path: '/admin/:church/content/ministries/:id/projects',
  summary: "A ministry's social projects in the order members see them (any state)",
  params: ZAdminContentParams,
  status: 200,
  response: ZAdminMinistryProjects,
  errors: [...errors],
});

export const adminMinistryProjectsOrder = defineEndpoint({
  ...ministries,
  grant: edit,
  method: 'PUT',
  path: '/admin/:church/content/ministries/:id/projects/order',
  summary: "Reorders a ministry's projects: `ids` names every project of the ministry once, first shown first",
  params: ZAdminContentParams,
  body: ZAdminProjectOrderBody,
  status: 200,
  response: ZAdminMinistryProjects,
  errors: [...errors],
});

const ebd = { ...base, tags: ['admin-content-ebd'] } as const;
const quarter = '/admin/:church/content/ebd/:id';

export const adminEbdClassList = defineEndpoint({
  ...ebd,
  grant: view,
  method: 'GET',
  path: `${quarter}/classes`,
  summary: "A quarter's classes in their order",
  params: ZAdminContentParams,
  status: 200,
  response: ZAdminEbdClassList,
  errors: [...errors],
});

export const adminEbdClassCreate = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'POST',
  path: `${quarter}/classes`,
  summary: 'Adds a class to a quarter',
  params: ZAdminContentParams,
  body: ZAdminEbdClassBody,
  status: 201,
  response: ZAdminEbdClass,
  errors: [...errors],
});

export const adminEbdClassUpdate = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'PUT',
  path: `${quarter}/classes/:partId`,
  summary: "Changes a quarter's class",
  params: ZAdminPartParams,
  body: ZAdminEbdClassBody,
  status: 200,
  response: ZAdminEbdClass,
  errors: [...errors],
});

export const adminEbdClassDelete = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'DELETE',
  path: `${quarter}/classes/:partId`,
  summary: "Deletes a quarter's class",
  params: ZAdminPartParams,
  status: 204,
  response: z.null(),
  errors: [...errors],
});

export const adminEbdLessonList = defineEndpoint({
  ...ebd,
  grant: view,
  method: 'GET',
  path: `${quarter}/lessons`,
  summary: "A quarter's lessons in order (drafts too)",
  params: ZAdminContentParams,
  status: 200,
  response: ZAdminEbdLessonList,
  errors: [...errors],
});

export const adminEbdLessonCreate = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'POST',
  path: `${quarter}/lessons`,
  summary: 'Writes a lesson of a quarter as a draft (its Bible text checked, its rich text sanitised)',
  params: ZAdminContentParams,
  body: ZAdminEbdLessonBody,
  status: 201,
  response: ZAdminEbdLesson,
  errors: [...errors],
});

export const adminEbdLessonUpdate = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'PUT',
  path: `${quarter}/lessons/:partId`,
  summary: "Changes a lesson's fields, its state unchanged",
  params: ZAdminPartParams,
  body: ZAdminEbdLessonBody,
  status: 200,
  response: ZAdminEbdLesson,
  errors: [...errors],
});

export const adminEbdLessonDelete = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'DELETE',
  path: `${quarter}/lessons/:partId`,
  summary: 'Deletes a lesson',
  params: ZAdminPartParams,
  status: 204,
  response: z.null(),
  errors: [...errors],
});

export const adminEbdLessonPublish = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'POST',
  path: `${quarter}/lessons/:partId/publish`,
  summary:
    "Publishes a lesson now (its quarter showing) or at `quando` (ahead of now; its quarter published); the church's " +
    'members are notified once, when it shows (EBD, naming the quarter)',
  params: ZAdminPartParams,
  body: ZAdminContentPublishBody,
  status: 200,
  response: ZAdminEbdLesson,
  errors: [...errors],
});

export const adminEbdLessonUnpublish = defineEndpoint({
  ...ebd,
  grant: edit,
  method: 'POST',
  path: `${quarter}/lessons/:partId/unpublish`,
  summary: 'Takes a lesson off the member pages (back to a draft; a scheduled time is dropped)',
  params: ZAdminPartParams,
  status: 200,
  response: ZAdminEbdLesson,
  errors: [...errors],
});
