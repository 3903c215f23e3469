import { z } from 'zod';

/**
 * Member playback of a ready item of the church's media library (issue 35; server modules/media/media-playback.ts):
 * short-lived signed links (MEDIA_LINK_TTL_SECONDS) to the HLS master playlist (its renditions and segments resolve
 * under the same signed folder), to each caption track (WebVTT) and the poster (a public still). Shaped like Play's
 * playback (`fontes`, `legendas`, `expiraEm`) so a player takes either.
 */
export const MEDIA_LINK_TTL_SECONDS = 4 * 60 * 60;

export const ZMediaPlayback = z
  .object({
    fontes: z.array(z.object({ url: z.string(), tipo: z.string() })),
    legendas: z.array(z.object({ url: z.string(), idioma: z.string(), rotulo: z.string() })),
    poster: z.string().nullable(),
    /** Heights of the renditions (the player's quality menu; hls.js reads the playlist itself). */
    variantes: z.array(z.number().int()),
    duracaoSegundos: z.number().nullable(),
    expiraEm: z.string(),
  })
  .meta({ id: 'MediaPlayback' });
export type TMediaPlayback = z.infer<typeof ZMediaPlayback>;
