import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { ministryProjectsKind } from '../kinds/ministry-projects.tsx';

/** /ministries/{ministryId}/projects/{projectId} */
export const { loader, Component } = contentDetailRoute(ministryProjectsKind, 'projectId');
