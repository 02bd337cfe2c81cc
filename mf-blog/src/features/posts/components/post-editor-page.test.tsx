import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { BREAKS_THE_RENDERER } from '../../../test/breaking-renderer';
import { renderRoute, renderRouteLoaded, storeUserPosts, userPost } from '../../../test/render-route';
import { storedPostSchema } from '../data/schemas';
import { postStore } from '../model/post-store';
import { POSTS_STORAGE_KEY } from '../model/stored-posts';
import { LEAVE_CONFIRMATION } from './post-editor-form';
import { PostEditorRoute } from './post-editor-page';

vi.mock('@tla/shared-ui/markdown/compile-markdown', async (importOriginal) =>
  (await import('../../../test/breaking-renderer')).breakingRenderer(await importOriginal()),
);

/** The editor's two addresses, as the blog's routes declare them. */
function renderEditor(path: string) {
  return renderRoute(<PostEditorRoute />, path, path === '/blog/editor' ? '/blog/editor' : '/blog/editor/:slug');
}

function renderEditorRoutes(path: string) {
  const result = renderRoute(<PostEditorRoute />, path, '/blog/editor/:slug?');
  return result;
}

function storedPosts(): unknown[] {
  const raw: unknown = JSON.parse(window.localStorage.getItem(POSTS_STORAGE_KEY) ?? '[]');
  return Array.isArray(raw) ? raw : [];
}

/** Typing every character is slow in jsdom; pasting is one change, like a reader pasting text. */
async function fill(user: UserEvent, name: string, text: string) {
  await user.click(field(name));
  await user.paste(text);
}

async function chooseCategory(user: UserEvent, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Category' }));
  await user.click(await screen.findByRole('option', { name }));
}

/** A field by its label, as a screen reader names it (the required mark is not part of the name). */
const field = (name: string) => screen.getByRole(name === 'Read Time (minutes)' ? 'spinbutton' : 'textbox', { name });

test('create mode: heading, every field labelled, Publish Post', () => {
  renderEditor('/blog/editor');
  expect(screen.getByRole('heading', { level: 1, name: 'Create New Blog Post' })).toBeInTheDocument();
  for (const name of ['Title', 'Slug', 'Excerpt', 'Featured Image URL', 'Read Time (minutes)', 'Content']) {
    expect(field(name)).toBeInTheDocument();
  }
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Select a category');
  expect(field('Read Time (minutes)')).toHaveValue(5);
  expect(field('Read Time (minutes)')).toHaveAttribute('min', '1');
  expect(field('Read Time (minutes)')).toHaveAttribute('max', '60');
  expect(screen.getByRole('button', { name: 'Publish Post' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/blog');
});

test('the slug follows the title until the reader writes their own', async () => {
  const user = userEvent.setup();
  renderEditor('/blog/editor');
  await fill(user, 'Title', 'My First Token: 100% Fun!');
  expect(field('Slug')).toHaveValue('my-first-token-100-fun');
  await user.clear(field('Slug'));
  await fill(user, 'Slug', 'custom');
  await fill(user, 'Title', ' More');
  expect(field('Slug')).toHaveValue('custom');
});

test('validation runs in field order (title, slug, content, category), one message at a time', async () => {
  const user = userEvent.setup();
  renderEditor('/blog/editor');
  const publish = screen.getByRole('button', { name: 'Publish Post' });
  const error = async () => within(await screen.findByRole('alert')).getByText(/required|Slug may/);

  await user.click(publish);
  expect(within(screen.getByRole('alert')).getByText('Error')).toBeInTheDocument();
  expect(await error()).toHaveTextContent('Title is required');

  await fill(user, 'Title', '!!!'); // a title that makes no slug
  await user.click(publish);
  expect(await error()).toHaveTextContent('Slug is required');

  await fill(user, 'Slug', 'my-post');
  await user.click(publish);
  expect(await error()).toHaveTextContent('Content is required');

  await fill(user, 'Content', 'Hello');
  await user.click(publish);
  expect(await error()).toHaveTextContent('Category is required');
  expect(storedPosts()).toEqual([]);
});

test('Write and Preview: nothing to preview, then the same markdown renderer as the post page', async () => {
  const user = userEvent.setup();
  renderEditor('/blog/editor');
  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  expect(screen.getByText('Nothing to preview yet')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Write' }));
  await fill(user, 'Content', '## Launch plan\n\n| a | b |\n| - | - |\n| 1 | 2 |');
  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  const preview = screen.getByRole('tabpanel', { name: 'Preview' });
  expect(within(preview).getByRole('heading', { level: 2, name: 'Launch plan' })).toBeInTheDocument();
  expect(within(preview).getByRole('table')).toBeInTheDocument();
});

test('a preview that cannot be rendered says so in the preview alone; the text and its draft stay', async () => {
  const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderEditor('/blog/editor');
  await fill(user, 'Content', `Fish &amp; chips\n\n${BREAKS_THE_RENDERER}`);
  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  const preview = screen.getByRole('tabpanel', { name: 'Preview' });
  expect(within(preview).getByRole('alert')).toHaveTextContent('The preview could not be shown');
  expect(within(preview).getByRole('alert')).toHaveTextContent('What went wrong: The renderer broke');
  expect(reported).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Publish Post' })).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Write' }));
  expect(field('Content')).toHaveValue(`Fish &amp; chips\n\n${BREAKS_THE_RENDERER}`);
  expect(window.localStorage.getItem('token-launch-academy:blog-editor-draft:new')).toContain('Fish &amp; chips');
  await user.clear(field('Content'));
  await fill(user, 'Content', 'Fish &amp; chips');
  await user.click(screen.getByRole('tab', { name: 'Preview' }));
  expect(screen.getByRole('tabpanel', { name: 'Preview' })).toHaveTextContent('Fish & chips');
});

test('the image preview shows the image, or "Invalid Image URL" when it cannot load', async () => {
  const user = userEvent.setup();
  renderEditor('/blog/editor');
  await fill(user, 'Featured Image URL', 'https://img.example/cover.png');
  const image = screen.getByRole('img', { name: 'Featured image preview' });
  expect(image).toHaveAttribute('src', 'https://img.example/cover.png');
  act(() => {
    image.dispatchEvent(new Event('error'));
  });
  expect(screen.getByRole('img', { name: 'Invalid Image URL' })).toBeInTheDocument();

  await user.clear(field('Featured Image URL'));
  await fill(user, 'Featured Image URL', 'javascript:alert(1)');
  expect(screen.getByRole('img', { name: 'Invalid Image URL' })).toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'Featured image preview' })).not.toBeInTheDocument();
});

test('publishing: success message, the post saved first, then the editor of the new post after 1.5 s', async () => {
  const user = userEvent.setup();
  const { router } = renderEditorRoutes('/blog/editor');
  await fill(user, 'Title', '  My Launch Diary ');
  await fill(user, 'Excerpt', '   ');
  await fill(user, 'Content', 'Day one.');
  await chooseCategory(user, 'Marketing');
  await user.clear(field('Read Time (minutes)'));
  await user.click(screen.getByRole('button', { name: 'Publish Post' }));

  const status = await screen.findByRole('status');
  expect(within(status).getByText('Success')).toBeInTheDocument();
  expect(within(status).getByText('Post created successfully!')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Publish Post' })).toBeDisabled();
  expect(storedPosts()).toEqual([
    expect.objectContaining({
      id: 8,
      title: 'My Launch Diary',
      slug: 'my-launch-diary',
      excerpt: null,
      featuredImage: null,
      categoryId: 4,
      readTime: 5,
      content: 'Day one.',
    }),
  ]);
  expect(postStore.getSnapshot()[0]?.slug).toBe('my-launch-diary');
  expect(router.state.location.pathname).toBe('/blog/editor');

  expect(await screen.findByRole('heading', { name: 'Edit Blog Post' }, { timeout: 3000 })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/blog/editor/my-launch-diary');
  expect(field('Title')).toHaveValue('My Launch Diary');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Marketing');
});

test('edit mode: prefilled; a new slug is saved and the editor moves to it after 1.5 s', async () => {
  const user = userEvent.setup();
  storeUserPosts([userPost({ featuredImage: 'https://img.example/a.png' })]);
  const { router } = renderEditor('/blog/editor/my-launch-diary');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit Blog Post' })).toBeInTheDocument();
  expect(field('Title')).toHaveValue('My launch diary');
  expect(field('Excerpt')).toHaveValue('Notes from launch week.');
  expect(field('Read Time (minutes)')).toHaveValue(3);
  expect(screen.getByRole('img', { name: 'Featured image preview' })).toBeInTheDocument();
  // Editing the title does not rewrite an existing post's address.
  await fill(user, 'Title', ' (week 1)');
  expect(field('Slug')).toHaveValue('my-launch-diary');
  await user.clear(field('Slug'));
  await fill(user, 'Slug', 'launch-week-one');
  await user.click(screen.getByRole('button', { name: 'Update Post' }));

  expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
  expect(storedPosts()).toEqual([expect.objectContaining({ id: 100, slug: 'launch-week-one', title: 'My launch diary (week 1)' })]);
  // The save dates the post and marks it edited, at the same moment.
  const [saved] = storedPostSchema.array().parse(storedPosts());
  expect(saved?.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  expect(saved?.updatedAt).toBe(saved?.publishedAt);
  // Still the same post on screen while the message shows, not "Post not found".
  expect(field('Title')).toHaveValue('My launch diary (week 1)');
  await waitFor(() => expect(router.state.location.pathname).toBe('/blog/editor/launch-week-one'), { timeout: 3000 });
});

test('a built-in post opens with its markdown, loaded first; an edit lasts for the visit only', async () => {
  const user = userEvent.setup();
  await renderRouteLoaded(<PostEditorRoute />, '/blog/editor/adding-liquidity-to-your-solana-token', '/blog/editor/:slug');
  expect(await screen.findByText('Built-in article')).toBeInTheDocument();
  expect(field('Title')).toHaveValue('Adding Liquidity to Your Solana Token: Raydium Pools Explained');
  expect(field('Content')).toHaveDisplayValue(/impermanent loss/);
  await fill(user, 'Title', ', revised');
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
  expect(postStore.getPostBySlug('adding-liquidity-to-your-solana-token')?.title).toBe(
    'Adding Liquidity to Your Solana Token: Raydium Pools Explained, revised',
  );
  expect(storedPosts()).toEqual([]);
});

test('an update that keeps the slug stays on the page', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  storeUserPosts([userPost()]);
  const { router } = renderEditor('/blog/editor/my-launch-diary');
  await fill(user, 'Excerpt', ' And more.');
  await user.click(screen.getByRole('button', { name: 'Update Post' }));
  expect(await screen.findByText('Post updated successfully!')).toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(2000);
  });
  expect(router.state.location.pathname).toBe('/blog/editor/my-launch-diary');
  expect(screen.getByRole('button', { name: 'Update Post' })).toBeEnabled();
  vi.useRealTimers();
});

test('"Post not found" for a slug no post has', async () => {
  // Whether a built-in post has the slug is read from the blog's published files first.
  await renderRouteLoaded(<PostEditorRoute />, '/blog/editor/nothing-here', '/blog/editor/:slug');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('Error')).toBeInTheDocument();
  expect(within(alert).getByText('Post not found')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Update Post' })).not.toBeInTheDocument();
});

test('two posts may not share a slug: the editor says so and saves nothing', async () => {
  const user = userEvent.setup();
  renderEditor('/blog/editor');
  await fill(user, 'Title', 'SPL Token Developer Guide');
  expect(field('Slug')).toHaveValue('spl-token-developer-guide');
  await fill(user, 'Content', 'Mine.');
  await chooseCategory(user, 'Token Creation');
  await user.click(screen.getByRole('button', { name: 'Publish Post' }));
  expect(await screen.findByText('Another post already uses the slug "spl-token-developer-guide". Choose a different slug.')).toBeInTheDocument();
  expect(storedPosts()).toEqual([]);
});

test('a save that throws: the error message, and the error logged', async () => {
  const user = userEvent.setup();
  const failure = new Error('disk on fire');
  vi.spyOn(postStore, 'createPost').mockImplementation(() => {
    throw failure;
  });
  const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderEditor('/blog/editor');
  await fill(user, 'Title', 'Doomed');
  await fill(user, 'Content', 'Body');
  await chooseCategory(user, 'Tokenomics');
  await user.click(screen.getByRole('button', { name: 'Publish Post' }));
  expect(await screen.findByText('An error occurred while saving the post')).toBeInTheDocument();
  expect(logged).toHaveBeenCalledWith('Error saving post:', failure);
});

test('the draft survives a reload, and can be discarded', async () => {
  const user = userEvent.setup();
  const first = renderEditor('/blog/editor');
  await fill(user, 'Title', 'Half written');
  await fill(user, 'Content', 'Some thoughts');
  first.unmount();

  renderEditor('/blog/editor');
  expect(screen.getByText('Draft restored')).toBeInTheDocument();
  expect(field('Title')).toHaveValue('Half written');
  expect(field('Slug')).toHaveValue('half-written');
  expect(field('Content')).toHaveValue('Some thoughts');
  await user.click(screen.getByRole('button', { name: 'Discard draft' }));
  expect(field('Title')).toHaveValue('');
  expect(screen.queryByText('Draft restored')).not.toBeInTheDocument();
  expect(window.localStorage.getItem('token-launch-academy:blog-editor-draft:new')).toBeNull();
});

test('leaving with unsaved changes asks first', async () => {
  const user = userEvent.setup();
  const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
  const { router } = renderEditor('/blog/editor');
  await fill(user, 'Title', 'Unsaved');

  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  expect(confirm).toHaveBeenCalledWith(LEAVE_CONFIRMATION);
  expect(router.state.location.pathname).toBe('/blog/editor');
  expect(field('Title')).toHaveValue('Unsaved');

  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  expect(confirm).toHaveBeenCalledTimes(2);
});

test('leaving without changes does not ask; closing the tab with changes does', async () => {
  const user = userEvent.setup();
  const confirm = vi.spyOn(window, 'confirm');
  const { router } = renderEditor('/blog/editor');
  const unload = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unload);
  expect(unload.defaultPrevented).toBe(false);

  await fill(user, 'Title', 'x');
  const unloadDirty = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(unloadDirty);
  expect(unloadDirty.defaultPrevented).toBe(true);

  await user.clear(field('Title'));
  await user.click(screen.getByRole('link', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  expect(confirm).not.toHaveBeenCalled();
});
