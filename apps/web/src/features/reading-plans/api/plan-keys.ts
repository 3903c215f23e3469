type Viewer = { slug: string; viewer: number | 'guest' };

/** Query keys of reading plans: plans per church, progress per church and account. */
export const planKeys = {
  list: (slug: string) => ['reading-plans', slug, 'list'] as const,
  plan: (slug: string, uuid: string) => ['reading-plans', slug, 'plan', uuid] as const,
  mine: ({ slug, viewer }: Viewer) => ['reading-plans', slug, 'mine', viewer] as const,
};
