import type { ContentKind } from './content-kind.ts';
import { devotionalsKind } from './devotionals.kind.ts';
import { ebdKind } from './ebd.kind.ts';
import { ministriesKind, ministryProjectsKind } from './ministries.kind.ts';
import { newsKind } from './news.kind.ts';
import { publicationsKind } from './publications.kind.ts';
import { videosKind } from './videos.kind.ts';

/** Every content kind served (content.routes.ts registers each; the API tests walk them all). */
export const CONTENT_KINDS: ContentKind[] = [
  devotionalsKind,
  newsKind,
  videosKind,
  publicationsKind,
  ministriesKind,
  ministryProjectsKind,
  ebdKind,
] as ContentKind[];
