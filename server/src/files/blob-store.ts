/** Where file bytes go when they do not live in PostgreSQL: an object store, keyed by the file's id. */
export interface BlobStore {
  put(fileId: string, data: Buffer, mimeType: string): Promise<void>;
  /** The object's bytes; throws when it is missing. */
  get(fileId: string): Promise<Buffer>;
  /** Deletes the objects; a missing one is no error. */
  delete(fileIds: string[]): Promise<void>;
  /** Throws with the store's own reason when the bucket cannot be reached or used. */
  check(): Promise<void>;
  close(): void;
}
