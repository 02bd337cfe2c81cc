/**
 * Tar archives written block by block, as any tool may write one, for tests of what an upload may
 * hold: node-tar itself will not pack a `..`, a root, a device or a second entry for one path.
 */
import { Header, type HeaderData } from 'tar';

export type TarEntry = {
  path: string;
  type?: HeaderData['type'];
  body?: string | Buffer;
  linkpath?: string;
  mode?: number;
};

/** The tar of `entries`, in order; without its end-of-archive blocks when `endBlocks` is false. */
export function tarOf(entries: readonly TarEntry[], { endBlocks = true } = {}): Buffer {
  const blocks: Buffer[] = [];
  for (const { path, type = 'File', body = '', linkpath, mode } of entries) {
    const data = Buffer.from(body);
    const header = Buffer.alloc(512);
    new Header({
      path,
      type,
      size: data.length,
      mode: mode ?? (type === 'Directory' ? 0o755 : 0o644),
      mtime: new Date(0),
      linkpath,
    }).encode(header, 0);
    blocks.push(header, data, Buffer.alloc((512 - (data.length % 512)) % 512));
  }
  if (endBlocks) blocks.push(Buffer.alloc(1024));
  return Buffer.concat(blocks);
}
