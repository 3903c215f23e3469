import { contentListRoute } from '../components/content-list-screen.tsx';
import { newsKind } from '../kinds/news.ts';

/** /news */
export const { loader, Component } = contentListRoute(newsKind);
