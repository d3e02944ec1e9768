import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../src/config.ts';

export type S3Server = { settings: S3Settings; close: () => Promise<void> };

/** A real S3-compatible server on loopback (s3rver, files in a temp folder) with one empty private bucket. */
export async function startS3Server(bucket = 'portal-files'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
      // s3rver checks signatures made with its fixed test key.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'portal/',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
