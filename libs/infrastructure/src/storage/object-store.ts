import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config/platform-config';

export type StoredObjectHead = { size: number; contentType: string | undefined };

/**
 * The platform's one bucket on an S3-compatible store, through the AWS SDK v3. Two clients: one
 * for the server's own calls at `endpoint`, one only for signing URLs for `publicEndpoint`, because
 * a presigned URL's signature covers the host the browser will send (behind Docker or a proxy the
 * two differ).
 */
export class ObjectStore {
  private readonly client: S3Client;
  private readonly signer: S3Client;

  constructor(readonly config: StorageConfig) {
    const options = (endpoint: string) => ({
      endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums the browser would have to compute itself have no place in a presigned PUT.
      requestChecksumCalculation: 'WHEN_REQUIRED' as const,
      responseChecksumValidation: 'WHEN_REQUIRED' as const,
      // A socket the store stops answering on fails (and is retried) instead of holding its caller
      // forever: the SDK sets no timeout of its own. Idle time, not total: long bodies still stream.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
    this.client = new S3Client(options(config.endpoint));
    this.signer = new S3Client(options(config.publicEndpoint));
  }

  get bucket(): string {
    return this.config.bucket;
  }

  /** The store's origin as browsers see it (what a Content-Security-Policy's connect-src must admit). */
  get publicOrigin(): string {
    return new URL(this.config.publicEndpoint).origin;
  }

  /**
   * A PUT URL bound to one length and one type: Content-Length and Content-Type are signed
   * headers, so the store refuses a body of any other length or a different type.
   */
  presignPut(key: string, size: number, contentType: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.signer,
      new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentLength: size, ContentType: contentType }),
      { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-length', 'content-type']) },
    );
  }

  /** A GET URL that downloads under the original file name (RFC 6266/5987 for non-ASCII names). */
  presignGet(key: string, fileName: string, contentType: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.signer,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(fileName),
        ResponseContentType: contentType,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  /** The object's size and type, or undefined when there is no such object. */
  async head(key: string): Promise<StoredObjectHead | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, contentType: head.ContentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** The first `length` bytes (a ranged GET: a 50 MB object is not read to learn its type). */
  async readStart(key: string, length: number): Promise<Uint8Array> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }));
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    // A store that ignores Range answers the whole object: keep only what was asked for.
    return bytes.subarray(0, length);
  }

  /** `length` bytes from `start` (a zip's directory, a file's last bytes). */
  async readRange(key: string, start: number, length: number): Promise<Uint8Array> {
    if (length <= 0) return new Uint8Array();
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=${start}-${start + length - 1}` }));
    const bytes = (await object.Body?.transformToByteArray()) ?? new Uint8Array();
    // A store that ignores Range answers the whole object: cut what was asked for out of it.
    return bytes.length > length ? bytes.subarray(start, start + length) : bytes;
  }

  /** A copy inside the bucket, made by the store: the bytes never pass through the caller. */
  async copy(fromKey: string, toKey: string): Promise<void> {
    await this.client.send(new CopyObjectCommand({ Bucket: this.bucket, Key: toKey, CopySource: `${this.bucket}/${encodeURIComponent(fromKey).replace(/%2F/g, '/')}` }));
  }

  /** The whole object as a stream, so a large file is read without holding it in memory. */
  async read(key: string): Promise<Readable> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    if (!(object.Body instanceof Readable)) throw new Error(`object ${key} has no readable body`);
    return object.Body;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async put(key: string, body: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  /** Keys under a prefix (at most `limit`), for tests and the sweep's checks. */
  async list(prefix: string, limit = 1000): Promise<string[]> {
    const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, MaxKeys: limit }));
    return (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
  }

  /** The health check: the bucket exists and these credentials may use it. */
  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Creates the bucket when missing (local stores; a production bucket is provisioned by its operator). */
  async ensureBucket(): Promise<'exists' | 'created'> {
    try {
      await this.ping();
      return 'exists';
    } catch (error) {
      if (!isNotFound(error)) throw error;
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
      return 'created';
    }
  }

  /**
   * Deletes every object (the test tiers' reset). One DELETE per object: the SDK signs a batch
   * delete with a CRC32 checksum header that S3Proxy answers with 501 NotImplemented.
   */
  async empty(): Promise<void> {
    for (;;) {
      const keys = await this.list('', 1000);
      if (keys.length === 0) return;
      for (const key of keys) await this.delete(key);
    }
  }

  destroy(): void {
    this.client.destroy();
    this.signer.destroy();
  }
}

const isNotFound = (error: unknown): boolean =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey' || error.name === 'NoSuchBucket');

/**
 * `attachment` with an ASCII fallback name and the real one as UTF-8 (RFC 5987), so Chinese names
 * survive in every browser.
 */
export const contentDisposition = (fileName: string): string => {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
