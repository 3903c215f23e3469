import type { LinkPreviewRoute } from './web-link-preview.ts';

/**
 * The link preview of a main screen that shows no single item (/about, /prayer, /give...): the screen's own title
 * (and intro, where it has one) from the web app's catalogue in the page's language, after the church's name, so a
 * shared link reads "Mural de oração · Igreja Videira" instead of the home page's card. The church's description
 * and image stay when the screen has no intro. Without the built catalogue (dev server, tests without a build) the
 * church's preview stays.
 */
export function screenLinkPreview(path: string, screen: { module?: string; ns: string; title: string; intro?: string }): LinkPreviewRoute {
  return {
    path,
    module: screen.module,
    resolve({ bootstrap, translator }) {
      const t = translator?.([screen.ns]);
      if (!t) return undefined;
      return {
        title: `${t(`${screen.ns}:${screen.title}`)} · ${bootstrap.igreja.nome}`,
        description: screen.intro ? t(`${screen.ns}:${screen.intro}`) : undefined,
      };
    },
  };
}

/**
 * The main screens with a title of their own (the content kinds' lists have theirs, content.link-preview.ts; /podcast
 * its own, podcast.link-preview.ts, for an episode's link).
 */
export const SCREEN_LINK_PREVIEWS: LinkPreviewRoute[] = [
  screenLinkPreview('/about', { ns: 'church', title: 'about.title' }),
  screenLinkPreview('/prayer', { module: 'MOD_MURAL_ORACAO', ns: 'prayer', title: 'wall.title', intro: 'wall.intro' }),
  screenLinkPreview('/give', { module: 'MOD_DOACAO', ns: 'giving', title: 'give.title', intro: 'give.intro' }),
  screenLinkPreview('/play', { module: 'MOD_ASSINATURA', ns: 'play', title: 'home.title', intro: 'plans.intro' }),
  screenLinkPreview('/praise', { ns: 'praise', title: 'title' }),
  screenLinkPreview('/event', { module: 'MOD_EVENTO', ns: 'events', title: 'list.title' }),
];
