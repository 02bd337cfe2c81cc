// The blog's tests read its published files (its posts' texts) as its build would write them: no
// server answers them here.
import { publishedContent } from '@tla/platform/build-tools/publish-plugin';
import { postDataFiles } from '../app/post-data-files';
import { postListFiles } from '../app/post-list-files';
import { readPublishedFilesWith } from '../features/posts/data/post-data';

const env = Object.fromEntries(
  Object.entries(import.meta.env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
);
const files = { ...postDataFiles(env), ...postListFiles() };

readPublishedFilesWith(async (file) => {
  const produce = files[file];
  // A file the build does not write: what the site answers with 404.
  if (!produce) return undefined;
  const content = await publishedContent(produce);
  return typeof content === 'string' ? content : new TextDecoder().decode(content);
});
