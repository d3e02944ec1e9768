import { describe, expect, it } from 'vitest';
import { docBytes, docxBytes, jpegBytes, pdfBytes, pngBytes, textBytes } from '../../test/sample-files.ts';
import { HttpError } from '../errors.ts';
import { checkUploadType } from './detect-type.ts';

describe('checkUploadType', () => {
  it('recognises each accepted format by its content', async () => {
    expect(await checkUploadType('resume', pdfBytes())).toEqual({ mimeType: 'application/pdf', ext: 'pdf' });
    expect((await checkUploadType('resume', docxBytes())).ext).toBe('docx');
    expect(await checkUploadType('resume', docBytes())).toEqual({ mimeType: 'application/msword', ext: 'doc' });
    expect((await checkUploadType('logo', pngBytes())).mimeType).toBe('image/png');
    expect((await checkUploadType('attachment', jpegBytes())).mimeType).toBe('image/jpeg');
  });

  it('refuses bytes that are not what the kind accepts, whatever they are called', async () => {
    await expect(checkUploadType('resume', textBytes())).rejects.toThrow(HttpError);
    await expect(checkUploadType('logo', pdfBytes())).rejects.toThrow('A logo must be an image');
    await expect(checkUploadType('attachment', docxBytes())).rejects.toThrow('A job attachment must be');
    const refused = await checkUploadType('document', textBytes()).catch((error: HttpError) => error);
    expect(refused).toMatchObject({ statusCode: 422 });
  });
});
