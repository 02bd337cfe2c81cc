import type { TestimonialsSectionContent } from './schemas';

/** The home page's testimonials: three five-star quotes and the site's four stats. */
export const testimonialsSection: TestimonialsSectionContent = {
  heading: 'What Token Creators Say',
  intro: 'Creators, developers and project teams who learned here and launched on Solana.',
  testimonials: [
    {
      name: 'Alex Rivera',
      role: 'Meme coin creator',
      content:
        'I had never touched a blockchain before. The guides explained supply, metadata and liquidity in plain words, and my coin was live the same afternoon.',
      avatar: 'AR',
      rating: 5,
    },
    {
      name: 'Priya Sharma',
      role: 'DeFi developer',
      content:
        'The SPL token and liquidity pool tutorials are the clearest I have found. I send every new developer on our team here first.',
      avatar: 'PS',
      rating: 5,
    },
    {
      name: 'Marcus Chen',
      role: 'Project founder',
      content:
        'The tokenomics and marketing articles helped us plan our launch properly. We avoided mistakes that would have cost us real money.',
      avatar: 'MC',
      rating: 5,
    },
  ],
  stats: [
    { value: '2,000+', label: 'Tokens Created' },
    { value: '$50M+', label: 'Market Cap' },
    { value: '99.9%', label: 'Uptime' },
    { value: '24/7', label: 'Support' },
  ],
};
