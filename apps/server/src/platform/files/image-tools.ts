import type { fileTypeFromFile } from 'file-type';
import type sharp from 'sharp';

export interface ImageTools {
  sharp: typeof sharp;
  fileTypeFromFile: typeof fileTypeFromFile;
}

let loading: Promise<ImageTools> | undefined;

/**
 * sharp (with libvips) and file-type, loaded at the first upload rather than at start: an idle
 * server on the embedded database holds about 20 MB less without them (ADR 93).
 */
export function imageTools(): Promise<ImageTools> {
  loading ??= Promise.all([import('sharp'), import('file-type')]).then(([sharpModule, fileType]) => ({
    sharp: sharpModule.default,
    fileTypeFromFile: fileType.fileTypeFromFile,
  }));
  return loading;
}
