import { contentDetailRoute } from '../components/content-detail-screen.tsx';
import { newsKind } from '../kinds/news.ts';

/** /news/{newsId} */
export const { loader, Component } = contentDetailRoute(newsKind, 'newsId');
