import { ministryProjects } from '@congrega/contract/endpoints/ministries';
import { ProjectGoal } from '../components/project-goal.tsx';
import type { WebContentKind } from '../lib/content-kind.ts';

/** A ministry's social project (/ministries/{ministryId}/projects/{projectId}): its goal under the title. */
export const ministryProjectsKind: WebContentKind = {
  key: 'ministryProjects',
  path: '/ministries',
  endpoints: ministryProjects,
  extra: (item) => <ProjectGoal item={item} />,
  backPath: (params) => `/ministries/${params.ministryId}`,
};
