import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useBlocker, useNavigate } from '@tla/federated/router';
import { CircleAlert, CircleCheck, History, Info } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@tla/shared-ui/components/alert';
import { Button } from '@tla/shared-ui/components/button';
import { Input } from '@tla/shared-ui/components/input';
import { Label } from '@tla/shared-ui/components/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@tla/shared-ui/components/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@tla/shared-ui/components/tabs';
import { Textarea } from '@tla/shared-ui/components/textarea';
import { Markdown } from '@tla/shared-ui/markdown/markdown';
import { categories } from '../data/categories';
import type { BlogPost } from '../data/schemas';
import { clearDraft, draftKey, readDraft, writeDraft } from '../model/editor-draft';
import {
  editorMessages,
  emptyEditorValues,
  READ_TIME_MAX,
  READ_TIME_MIN,
  sameValues,
  toPostInput,
  validateEditorValues,
  valuesFromPost,
  type EditorValues,
} from '../model/editor-form';
import { loadBuiltInFacts } from '../data/list-pages';
import { postStore, SlugTakenError } from '../model/post-store';
import { generateSlug } from '../model/slug';
import { PostImage } from './post-image';
import { ReaderTextBoundary } from './reader-text-boundary';
import { blogPath, editorPath, postPath } from '../../../config/blog-paths';

/** Wait before leaving the editor after a save, so the reader sees the success message. */
export const REDIRECT_AFTER_SAVE_MS = 1500;

export const LEAVE_CONFIRMATION =
  'You have unsaved changes. Leave the editor anyway? Your draft stays saved in this browser.';

type Message = { kind: 'success' | 'error'; text: string };

export type PostEditorFormProps = {
  /** The post being edited; none in create mode. */
  post?: BlogPost;
};

/**
 * The editor's form. Rendered on the client only: it starts from the reader's
 * saved draft when there is one.
 */
export function PostEditorForm({ post }: PostEditorFormProps) {
  const isEdit = post !== undefined;
  const storageKey = draftKey(post?.id);
  const navigate = useNavigate();
  const id = useId();
  const field = (name: string) => `${id}-${name}`;

  const [saved, setSaved] = useState<EditorValues>(() => (post ? valuesFromPost(post) : emptyEditorValues));
  const [values, setValues] = useState<EditorValues>(() => readDraft(storageKey) ?? saved);
  const [draftRestored, setDraftRestored] = useState(() => !sameValues(values, saved));
  // In create mode the slug follows the title until the reader types a slug of their own.
  const [slugIsCustom, setSlugIsCustom] = useState(() => isEdit || values.slug !== generateSlug(values.title));
  const [message, setMessage] = useState<Message>();
  const [redirectTo, setRedirectTo] = useState<string>();
  const dirty = !sameValues(values, saved);

  // The draft follows every change; once saved (or back to the saved text) it is dropped.
  useEffect(() => {
    if (dirty) writeDraft(storageKey, values);
    else clearDraft(storageKey);
  }, [dirty, storageKey, values]);

  // Closing or reloading the tab with unsaved changes: the browser asks.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  // Leaving inside the site with unsaved changes: we ask.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_CONFIRMATION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (redirectTo === undefined) return;
    const timer = window.setTimeout(() => navigate(redirectTo), REDIRECT_AFTER_SAVE_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);

  function update(changes: Partial<EditorValues>) {
    setValues((current) => ({ ...current, ...changes }));
    setMessage(undefined);
  }

  function handleTitle(title: string) {
    update(slugIsCustom ? { title } : { title, slug: generateSlug(title) });
  }

  function handleSlug(slug: string) {
    setSlugIsCustom(isEdit || slug.trim() !== '');
    update({ slug });
  }

  function discardDraft() {
    clearDraft(storageKey);
    setValues(saved);
    setSlugIsCustom(isEdit);
    setDraftRestored(false);
    setMessage(undefined);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateEditorValues(values);
    if (problem) {
      setMessage({ kind: 'error', text: problem });
      return;
    }
    const input = toPostInput(values);
    // Whether a built-in post has the slug, and which ids they take: the browser holds no list of them.
    await loadBuiltInFacts(input.slug);
    try {
      if (post) {
        const updated = postStore.updatePost(post.id, input);
        if (!updated) {
          setMessage({ kind: 'error', text: editorMessages.notFound });
          return;
        }
        finishSave(valuesFromPost(updated), editorMessages.updated);
        if (updated.slug !== post.slug) setRedirectTo(editorPath(updated.slug));
      } else {
        const created = postStore.createPost(input);
        finishSave(valuesFromPost(created), editorMessages.created);
        setRedirectTo(editorPath(created.slug));
      }
    } catch (error) {
      if (error instanceof SlugTakenError) {
        setMessage({ kind: 'error', text: error.message });
        return;
      }
      console.error('Error saving post:', error);
      setMessage({ kind: 'error', text: editorMessages.saveFailed });
    }
  }

  function finishSave(savedValues: EditorValues, text: string) {
    setSaved(savedValues);
    setValues(savedValues);
    setDraftRestored(false);
    setMessage({ kind: 'success', text });
  }

  const imageUrl = values.featuredImage.trim();

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-6" aria-describedby={message ? field('message') : undefined}>
      {message ? (
        <Alert id={field('message')} variant={message.kind === 'error' ? 'destructive' : 'success'}>
          {message.kind === 'error' ? <CircleAlert aria-hidden="true" /> : <CircleCheck aria-hidden="true" />}
          <AlertTitle>{message.kind === 'error' ? 'Error' : 'Success'}</AlertTitle>
          <AlertDescription>{message.text}</AlertDescription>
        </Alert>
      ) : null}

      {draftRestored ? (
        <Alert>
          <History aria-hidden="true" />
          <AlertTitle>Draft restored</AlertTitle>
          <AlertDescription>
            <p>Your unsaved changes from your last visit are back.</p>
            <Button type="button" variant="outline" size="sm" className="mt-2" onClick={discardDraft}>
              Discard draft
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

      {post && postStore.isBuiltIn(post.id) ? (
        <Alert>
          <Info aria-hidden="true" />
          <AlertTitle>Built-in article</AlertTitle>
          <AlertDescription>
            Changes to our own articles last until you reload the page; only posts you write are kept in this browser.
          </AlertDescription>
        </Alert>
      ) : null}

      <Field label="Title" htmlFor={field('title')} required>
        <Input id={field('title')} aria-required="true" value={values.title} onChange={(event) => handleTitle(event.target.value)} />
      </Field>

      <Field
        label="Slug"
        htmlFor={field('slug')}
        required
        hint={<span id={field('slug-hint')}>The post’s address: {postPath(values.slug.trim() || 'your-slug')}</span>}
      >
        <Input
          id={field('slug')}
          aria-required="true"
          aria-describedby={field('slug-hint')}
          value={values.slug}
          onChange={(event) => handleSlug(event.target.value)}
          autoCapitalize="none"
          spellCheck={false}
        />
      </Field>

      <Field label="Excerpt" htmlFor={field('excerpt')}>
        <Textarea id={field('excerpt')} rows={3} value={values.excerpt} onChange={(event) => update({ excerpt: event.target.value })} />
      </Field>

      <div className="grid gap-6 sm:grid-cols-2">
        <Field label="Category" htmlFor={field('category')} required>
          <Select value={values.categoryId} onValueChange={(categoryId) => update({ categoryId })}>
            <SelectTrigger id={field('category')} aria-required="true">
              <SelectValue placeholder="Select a category" />
            </SelectTrigger>
            <SelectContent>
              {categories.map((category) => (
                <SelectItem key={category.id} value={String(category.id)}>
                  {category.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </Field>

        <Field label="Read Time (minutes)" htmlFor={field('read-time')}>
          <Input
            id={field('read-time')}
            type="number"
            inputMode="numeric"
            min={READ_TIME_MIN}
            max={READ_TIME_MAX}
            value={values.readTime}
            onChange={(event) => update({ readTime: event.target.value })}
          />
        </Field>
      </div>

      <Field label="Featured Image URL" htmlFor={field('image')}>
        <Input
          id={field('image')}
          type="url"
          inputMode="url"
          placeholder="https://example.com/image.png"
          value={values.featuredImage}
          onChange={(event) => update({ featuredImage: event.target.value })}
        />
      </Field>
      {imageUrl ? (
        <PostImage
          key={imageUrl}
          src={imageUrl}
          alt="Featured image preview"
          fallbackText="Invalid Image URL"
          className="max-w-md rounded-lg border border-border"
        />
      ) : null}

      <div className="space-y-2">
        <Label htmlFor={field('content')}>
          Content <span aria-hidden="true">*</span>
        </Label>
        <Tabs defaultValue="write">
          <TabsList aria-label="Content view">
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          {/* Kept mounted while previewing, so the label always has its field. */}
          <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
            <Textarea
              id={field('content')}
              aria-required="true"
              rows={18}
              className="font-mono"
              placeholder="Write your post in Markdown: ## headings, lists, `code`, [links](https://…)"
              value={values.content}
              onChange={(event) => update({ content: event.target.value })}
            />
          </TabsContent>
          <TabsContent value="preview" className="min-h-64 rounded-md border border-border bg-card p-6">
            {values.content.trim() ? (
              <ReaderTextBoundary
                title="The preview could not be shown"
                description="Your text is safe: it stays in the Write tab and is saved as a draft in this browser. Any change to it tries the preview again."
                resetKeys={[values.content]}
              >
                <Markdown content={values.content} />
              </ReaderTextBoundary>
            ) : (
              <p className="text-muted-foreground">Nothing to preview yet</p>
            )}
          </TabsContent>
        </Tabs>
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-border pt-6">
        <Button asChild variant="outline">
          <Link to={blogPath}>Cancel</Link>
        </Button>
        <Button type="submit" disabled={redirectTo !== undefined}>
          {isEdit ? 'Update Post' : 'Publish Post'}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = { label: string; htmlFor: string; required?: boolean; hint?: ReactNode; children: ReactNode };

function Field({ label, htmlFor, required = false, hint, children }: FieldProps) {
  return (
    <div className="space-y-2">
      <Label htmlFor={htmlFor}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </div>
  );
}
