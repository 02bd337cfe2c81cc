// @vitest-environment node
import { expect, test } from 'vitest';
import { emptyEditorValues, toPostInput, toReadTime, validateEditorValues, type EditorValues } from './editor-form';

const valid: EditorValues = {
  title: 'A title',
  slug: 'a-title',
  excerpt: '',
  categoryId: '3',
  featuredImage: '',
  readTime: '5',
  content: 'Some content',
};

test.each<[string, Partial<EditorValues>, string | undefined]>([
  ['everything missing: the title first', { ...emptyEditorValues }, 'Title is required'],
  ['a blank title is missing', { title: '   ', slug: '', content: '', categoryId: '' }, 'Title is required'],
  ['then the slug', { slug: ' ', content: '', categoryId: '' }, 'Slug is required'],
  ['then the content', { content: '\n\t ', categoryId: '' }, 'Content is required'],
  ['then the category', { categoryId: '' }, 'Category is required'],
  ['then the slug’s shape', { slug: 'Not A Slug' }, 'Slug may only contain lowercase letters, numbers, hyphens and underscores'],
  ['a slash would break the address', { slug: 'a/b' }, 'Slug may only contain lowercase letters, numbers, hyphens and underscores'],
  ['a valid form', {}, undefined],
  ['surrounding spaces in the slug are trimmed, not refused', { slug: '  a-title ' }, undefined],
])('validation order: %s', (_, changes, message) => {
  expect(validateEditorValues({ ...valid, ...changes })).toBe(message);
});

test('on save: values trimmed, empty excerpt and image become null, numbers converted', () => {
  expect(
    toPostInput({
      title: '  My post ',
      slug: ' my-post ',
      excerpt: '   ',
      categoryId: '4',
      featuredImage: '  ',
      readTime: '12',
      content: '\n## Hello\n\n',
    }),
  ).toEqual({ title: 'My post', slug: 'my-post', excerpt: null, categoryId: 4, featuredImage: null, readTime: 12, content: '## Hello' });
  expect(toPostInput({ ...valid, excerpt: ' Short ', featuredImage: ' https://img.example/a.png ' })).toMatchObject({
    excerpt: 'Short',
    featuredImage: 'https://img.example/a.png',
  });
});

test.each([
  ['7', 7],
  [' 30 ', 30],
  ['', 5],
  ['abc', 5],
  ['0', 5],
  ['-4', 5],
  ['2.6', 3],
  ['500', 60],
])('read time %j is %i minutes', (value, minutes) => {
  expect(toReadTime(value)).toBe(minutes);
});
