import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { siteConfig } from '@tla/federated/site-config';
import { renderAt } from '../../test/render-routes';

const pages = [
  { path: '/about', heading: 'About Us', title: 'About Us | Token Launch Academy' },
  {
    path: '/affiliate',
    heading: 'Affiliate Program',
    title: 'Affiliate Program | Token Launch Academy',
  },
  { path: '/contact', heading: 'Contact Us', title: 'Contact Us | Token Launch Academy' },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    title: 'Privacy Policy | Token Launch Academy',
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    title: 'Terms of Service | Token Launch Academy',
  },
  {
    path: '/guide/deploy-token',
    heading: 'Deploy Your Token',
    title: 'Deploy Your Token | Token Launch Academy',
  },
];

const meta = (selector: string) =>
  document.head.querySelector(selector)?.getAttribute('content') ?? null;

test.each(pages)(
  '$path renders inside the frame with its own h1 and metadata',
  async ({ path, heading, title }) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    expect(document.title).toBe(title);
    expect(meta('meta[name="description"]')).toMatch(/.{50,}/);
    expect(meta('meta[name="keywords"]')).toBeTruthy();
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteConfig.origin}${path}`,
    );
    expect(meta('meta[property="og:url"]')).toBe(`${siteConfig.origin}${path}`);
    expect(meta('meta[property="og:type"]')).toBe('website');
    expect(meta('meta[property="og:image"]')).toBe(`${siteConfig.origin}/og${path}.png`);
    expect(meta('meta[property="og:image:alt"]')).toBe(title);
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  },
);

test.each(['/about', '/affiliate', '/contact'])(
  'every outbound link on %s opens in a new tab',
  async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    const outbound = screen
      .getAllByRole('link')
      .filter((link) => /^https?:/.test(link.getAttribute('href') ?? ''));
    expect(outbound.length).toBeGreaterThan(1);
    for (const link of outbound) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
);

test('/about: mission, values, reasons, partners (first linked), a single-open six-question FAQ', async () => {
  const user = userEvent.setup();
  renderAt('/about');
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  for (const name of [
    'Our Mission',
    'Our Team & Values',
    'Talk to Us',
    'Why Choose Token Launch Academy',
    'Our Partners',
  ]) {
    expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
  }
  expect(screen.getByRole('link', { name: /Message the Team/ })).toHaveAttribute(
    'href',
    siteConfig.messagingUrl,
  );
  const partners = screen.getByRole('region', { name: 'Our Partners' });
  expect(within(partners).getAllByRole('link')).toHaveLength(1);

  const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = within(faq).getAllByRole('button');
  expect(questions).toHaveLength(6);
  await user.click(questions[1]!);
  await user.click(questions[4]!);
  expect(questions.filter((question) => question.getAttribute('aria-expanded') === 'true')).toEqual(
    [questions[4]],
  );
});

test('/affiliate: up to 30%, three steps, six benefits, the three tiers, four FAQ entries, apply via messaging', async () => {
  renderAt('/affiliate');
  await screen.findByRole('heading', { level: 1, name: 'Affiliate Program' });
  expect(screen.getByText('Earn up to 30% commission')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'How It Works' })).getAllByRole('listitem'),
  ).toHaveLength(3);
  expect(
    within(screen.getByRole('region', { name: 'Why Join' })).getAllByRole('heading', { level: 3 }),
  ).toHaveLength(6);
  const tiers = screen.getByRole('region', { name: 'Commission Tiers' });
  expect(tiers).toHaveTextContent(
    /Standard.*20% commission.*For new affiliates.*Premium.*25% commission.*Elite.*30% commission.*For top performers/,
  );
  expect(within(tiers).getByText('After 10 successful referrals')).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Frequently Asked Questions' })).getAllByRole(
      'button',
    ),
  ).toHaveLength(4);
  for (const apply of screen.getAllByRole('link', { name: /Apply Now/ }))
    expect(apply).toHaveAttribute('href', siteConfig.messagingUrl);
});

test('/contact: side cards, business e-mail, three FAQ cards and the response time', async () => {
  renderAt('/contact');
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  expect(screen.getByRole('link', { name: siteConfig.businessEmail })).toHaveAttribute(
    'href',
    `mailto:${siteConfig.businessEmail}`,
  );
  expect(screen.getByRole('link', { name: /Join the community chat/ })).toHaveAttribute(
    'href',
    siteConfig.communityChatUrl,
  );
  expect(
    within(screen.getByRole('region', { name: 'Before You Write' })).getAllByRole('heading', {
      level: 3,
    }),
  ).toHaveLength(3);
  expect(screen.getByText(/24-48 hours on business days/, { selector: 'p' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
});

test.each(['/privacy-policy', '/terms-of-service'])(
  '%s has 11 numbered sections, last updated April 18, 2025',
  async (path) => {
    renderAt(path);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('April 18, 2025')).toHaveAttribute('datetime', '2025-04-18');
    const sections = within(screen.getByRole('main'))
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent ?? '');
    expect(sections).toHaveLength(11);
    sections.forEach((text, index) => expect(text.startsWith(`${index + 1}. `)).toBe(true));
  },
);
