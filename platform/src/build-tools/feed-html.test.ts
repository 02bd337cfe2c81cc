import { expect, test } from 'vitest';
import { feedHtml } from './feed-html';

const pageUrl = 'https://tokenlaunch.academy/blog/a-post';

/** The HTML as a browser (jsdom) reads it, so the tests look at elements, not at spelling. */
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

test('markdown becomes HTML: headings, GitHub tables, code', () => {
  const html = feedHtml(
    '## Costs\n\n| item | SOL |\n| --- | --- |\n| rent | 0.0015 |\n\n```bash\nspl-token create-token\n```\n',
    pageUrl,
  );
  const document = parse(html);
  expect(document.querySelector('h2')?.textContent).toBe('Costs');
  expect(document.querySelector('td')?.textContent).toBe('rent');
  expect(document.querySelector('pre code.language-bash')?.textContent).toBe(
    'spl-token create-token\n',
  );
});

test('site-relative links and images become absolute; fragments point into the post; others stay', () => {
  const html = feedHtml(
    '[a](/tutorials/create-spl-token) [b](other-post) [c](#costs) [d](https://docs.raydium.io) [e](mailto:hi@example.org)\n\n![pie](/images/pie.svg)',
    pageUrl,
  );
  const document = parse(html);
  expect([...document.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
    'https://tokenlaunch.academy/tutorials/create-spl-token',
    'https://tokenlaunch.academy/blog/other-post',
    'https://tokenlaunch.academy/blog/a-post#costs',
    'https://docs.raydium.io/',
    'mailto:hi@example.org',
  ]);
  expect(document.querySelector('img')?.getAttribute('src')).toBe(
    'https://tokenlaunch.academy/images/pie.svg',
  );
  expect(document.querySelector('img')?.getAttribute('alt')).toBe('pie');
});

test('raw HTML and script URLs do not pass through', () => {
  const html = feedHtml(
    [
      '<script>alert(1)</script>',
      '',
      'Text <img src=x onerror="alert(2)"> and <a href="javascript:alert(3)">raw</a>.',
      '',
      '[x](javascript:alert(4)) [y](JaVaScRiPt:alert(5)) ![z](data:image/svg+xml,<svg/onload=alert(6)>)',
    ].join('\n'),
    pageUrl,
  );
  expect(html).not.toMatch(/<script|onerror|javascript:|data:/i);
  const document = parse(html);
  expect(document.querySelectorAll('script, [onerror]')).toHaveLength(0);
  // The links keep their text and lose their URL, as on the site.
  expect(
    [...document.querySelectorAll('a')].map((link) => [
      link.textContent,
      link.hasAttribute('href'),
    ]),
  ).toEqual([
    ['x', false],
    ['y', false],
  ]);
});

test('a GitHub-style alert reads as a labelled quote, not as its raw marker', () => {
  const html = feedHtml('> [!WARNING]\n> Never share the keypair file.', pageUrl);
  expect(html).not.toContain('[!WARNING]');
  expect(parse(html).querySelector('blockquote')?.textContent?.trim()).toBe(
    'Warning: Never share the keypair file.',
  );
  expect(parse(html).querySelector('blockquote strong')?.textContent).toBe('Warning:');
});

test('a widget becomes the link the feed gives for it; in code it stays; an unnamed one fails', () => {
  const widgets = {
    'partner-card': { text: 'Create your token', url: 'https://partner.example/create' },
  };
  const document = parse(
    feedHtml(
      'Intro\n\n{{widget:partner-card}}\n\n```\n{{widget:partner-card}}\n```\n',
      pageUrl,
      widgets,
    ),
  );
  const link = document.querySelector('p a');
  expect(link?.textContent).toBe('Create your token');
  expect(link?.getAttribute('href')).toBe('https://partner.example/create');
  expect(document.querySelector('pre code')?.textContent).toBe('{{widget:partner-card}}\n');
  expect(() => feedHtml('{{widget:poll}}', pageUrl, widgets)).toThrow(/widget "poll"/);
});
