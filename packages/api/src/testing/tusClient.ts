import type {LightMyRequestResponse} from 'fastify';
import type {Api} from '../server.ts';

/** A minimal tus client over `api.inject`, enough to drive the upload routes in tests. */
export function tusClient(api: Api, token: string | undefined) {
  const auth = token === undefined ? {} : {authorization: `Bearer ${token}`};
  const tus = {'tus-resumable': '1.0.0', ...auth};

  return {
    /** `POST /api/uploads` with `Upload-Length` (unless null) and a `filename`; `body` uses creation-with-upload. */
    create(length: number | null, name = 'lagu.mp3', body?: Buffer): Promise<LightMyRequestResponse> {
      return api.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: {
          ...tus,
          ...(length === null ? {} : {'upload-length': String(length)}),
          'upload-metadata': `filename ${Buffer.from(name).toString('base64')}`,
          ...(body ? {'content-type': 'application/offset+octet-stream'} : {}),
        },
        ...(body ? {payload: body} : {}),
      });
    },
    /** `PATCH <location>` with `chunk` at `offset`. */
    patch(location: string, offset: number, chunk: Buffer): Promise<LightMyRequestResponse> {
      return api.inject({
        method: 'PATCH',
        url: location,
        headers: {...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream'},
        payload: chunk,
      });
    },
    head(location: string): Promise<LightMyRequestResponse> {
      return api.inject({method: 'HEAD', url: location, headers: tus});
    },
    terminate(location: string): Promise<LightMyRequestResponse> {
      return api.inject({method: 'DELETE', url: location, headers: tus});
    },
    /** Creates an upload and sends `content` in one PATCH; answers the last response. */
    async upload(content: Buffer, name = 'lagu.mp3'): Promise<LightMyRequestResponse> {
      const created = await this.create(content.length, name);
      if (created.statusCode !== 201) return created;
      return this.patch(String(created.headers.location), 0, content);
    },
  };
}
