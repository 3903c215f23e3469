import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { videosKind } from '../kinds/videos.tsx';

/** /videos/{videoId} */
export const { loader, Component } = contentDetailRoute(videosKind, 'videoId');
