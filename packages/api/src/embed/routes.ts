import type {FastifyPluginAsyncZod} from 'fastify-type-provider-zod';
import {z} from 'zod';
import {apiError} from '../errors.ts';
import {errorBodySchema} from '../errorSchema.ts';
import {signFileUrl, type FileUrlSigner} from '../files/signedUrl.ts';
import {findPlaylist} from '../playlists/store.ts';
import {presentTrack} from '../tracks/present.ts';
import {trackParamsSchema, trackSchema} from '../tracks/schema.ts';
import {findTrack} from '../tracks/store.ts';
import {embedSize, iframeHtml, isEnglishLink, parseShareLink} from './oembed.ts';

/** What the oEmbed route needs besides the database. */
export interface OembedRoutesOptions {
  /** The origin visitors reach Nada at; without one, the request's own origin. */
  publicUrl: string | undefined;
  /** Signs the embedded track's stream URL. */
  signer: FileUrlSigner;
}

const oembedQuerySchema = z.object({
  url: z.string().min(1).max(2000).describe('A share link: the playlist page or its embed page'),
  format: z
    .string()
    .max(20)
    .optional()
    .describe('Only json is served; any other format answers 501 OEMBED_FORMAT_NOT_IMPLEMENTED'),
  maxwidth: z.coerce.number().int().positive().optional(),
  maxheight: z.coerce.number().int().positive().optional(),
});

const oembedSchema = z
  .object({
    version: z.literal('1.0'),
    type: z.literal('rich'),
    provider_name: z.string(),
    provider_url: z.string(),
    title: z.string(),
    author_name: z.string().optional(),
    author_url: z.string().optional(),
    html: z.string().describe('An iframe of the embed page'),
    width: z.number().int(),
    height: z.number().int(),
    cache_age: z.number().int(),
  })
  .meta({id: 'Oembed'});

/**
 * `GET /oembed?url=<share link>&format=json`: the oEmbed answer for a public playlist's share link,
 * an iframe of its embed page, so sites that understand oEmbed embed the link by itself.
 */
export const oembedRoutes: FastifyPluginAsyncZod<OembedRoutesOptions> = async (app, {publicUrl, signer}) => {
  const db = app.nada.db.kysely;

  app.get(
    '/embed/tracks/:id',
    {
      schema: {
        summary: 'One public generated track for the embedded player on any site (no sign-in, no cookies)',
        description:
          'Readable from any origin (CORS `*`, never with credentials). A private, missing or expired ' +
          'track answers 404 TRACK_NOT_FOUND, even to its owner: only public tracks embed.',
        tags: ['embed'],
        params: trackParamsSchema,
        response: {200: trackSchema, 404: errorBodySchema},
      },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
      const row = await findTrack(db, request.params.id);
      if (!row || row.visibility !== 'public') throw apiError('TRACK_NOT_FOUND');
      const now = Date.now();
      return presentTrack(row, null, (fileId) => signFileUrl(signer, app.prefix, fileId, 'inline', now));
    },
  );

  app.get(
    '/oembed',
    {
      schema: {
        summary: 'oEmbed for a share link of a public playlist, or the embed page of a public track',
        description:
          'No sign-in; readable from any origin. A link that is not a Nada share link answers 400 ' +
          'VALIDATION_FAILED; a private, missing or deleted playlist 404 PLAYLIST_NOT_FOUND; a format ' +
          'other than json 501 OEMBED_FORMAT_NOT_IMPLEMENTED (oEmbed 2.3.4).',
        tags: ['embed'],
        querystring: oembedQuerySchema,
        response: {200: oembedSchema, 400: errorBodySchema, 404: errorBodySchema, 501: errorBodySchema},
      },
    },
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
      const {url, format, maxwidth, maxheight} = request.query;
      if (format !== undefined && format !== 'json') throw apiError('OEMBED_FORMAT_NOT_IMPLEMENTED', format);
      const item = parseShareLink(url, origin);
      if (!item) throw apiError('VALIDATION_FAILED', {url: 'is not a share link of this site'});
      const playlist = item.kind === 'track' ? await findTrack(db, item.id) : await findPlaylist(db, item.id);
      if (!playlist || playlist.visibility !== 'public') {
        throw item.kind === 'track' ? apiError('TRACK_NOT_FOUND') : apiError('PLAYLIST_NOT_FOUND');
      }
      const size = embedSize(maxwidth, maxheight);
      const locale = isEnglishLink(url) ? '/en' : '';
      const src = `${origin}${locale}/embed/${item.kind}/${encodeURIComponent(playlist.id)}`;
      return {
        version: '1.0' as const,
        type: 'rich' as const,
        provider_name: 'Nada',
        provider_url: `${origin}/`,
        title: playlist.title,
        ...(playlist.owner_name
          ? {
              author_name: playlist.owner_name,
              author_url: `${origin}${locale}/v3/profile/${playlist.owner_id}`,
            }
          : {}),
        html: iframeHtml(src, playlist.title, size),
        ...size,
        cache_age: 3600,
      };
    },
  );
};
