import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import type { BlobStore } from './blob-store.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, DigitalOcean Spaces…). The bucket stays private: every
 * download goes through the server's authorization check and is streamed by the server, never by a link to the
 * bucket. Credentials come from the settings or, when unset, from the SDK's default chain (an instance or pod role).
 */
export function createS3BlobStore(settings: S3Settings): BlobStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Many S3-compatible servers refuse the SDK's default extra checksums; integrity is checked by SHA-256 anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (fileId: string) => `${settings.prefix}files/${fileId}`;
  return {
    async put(fileId, data, mimeType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: keyOf(fileId),
          Body: data,
          ContentType: mimeType,
          ContentLength: data.length,
        }),
      );
    },
    async get(fileId) {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(fileId) }));
      if (!answer.Body) throw new Error(`object ${keyOf(fileId)} has no body`);
      return Buffer.from(await answer.Body.transformToByteArray());
    },
    async delete(fileIds) {
      for (const fileId of fileIds) await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(fileId) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    close() {
      client.destroy();
    },
  };
}
