import { contentListRoute } from '../components/content-list-screen.tsx';
import { videosKind } from '../kinds/videos.tsx';

/** /videos */
export const { loader, Component } = contentListRoute(videosKind);
