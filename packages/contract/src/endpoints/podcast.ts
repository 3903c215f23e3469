import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZChurchPodcastParams, ZPodcastList, ZPodcastPage, ZPodcastParams, ZPodcastQuery } from '../podcast.ts';

/** The church's podcast (spec section 7, "Other content"): public, the same for everyone. */
export const listPodcastEpisodes = defineEndpoint({
  tags: ['Podcast'],
  auth: 'none',
  cache: 60,
  method: 'GET',
  path: '/podcast/anchor/:code/',
  summary: 'A podcast of the church and a page of its episodes, newest first',
  description: 'The end is reached when a page has fewer than `limit` items. Another church’s or an unknown code: 404 CONTENT_NOT_FOUND.',
  params: ZPodcastParams,
  query: ZPodcastQuery,
  status: 200,
  response: ZPodcastPage,
  errors: [400, 404],
});

export const listChurchPodcasts = defineEndpoint({
  tags: ['Podcast'],
  auth: 'none',
  cache: 60,
  method: 'GET',
  path: '/igreja/:slug/podcast/',
  summary: 'The church’s podcasts (code, title, description, image)',
  params: ZChurchPodcastParams,
  status: 200,
  response: ZPodcastList,
  errors: [400, 404],
});

export const podcastFeed = defineEndpoint({
  tags: ['Podcast'],
  auth: 'none',
  cache: 300,
  method: 'GET',
  path: '/podcast/anchor/:code/feed.xml',
  summary: 'A podcast’s public RSS 2.0 feed (itunes and podcast namespaces): its published episodes, newest first',
  description: 'What podcast apps subscribe to. Another church’s or an unknown code: 404 CONTENT_NOT_FOUND.',
  params: ZPodcastParams,
  file: 'application/rss+xml; charset=utf-8',
  status: 200,
  response: z.string(),
  errors: [400, 404],
});
