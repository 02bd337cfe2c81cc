import { ExternalLink } from '@tla/shared-ui/components/external-link';
import { isExternalHref } from '@tla/shared-ui/lib/external-href';
import { icons } from '../../../config/icons';
import type { ContactChannel } from '../data/schemas';

const linkClass =
  'mt-3 inline-flex items-center gap-1 text-sm font-medium break-all text-link underline-offset-4 hover:underline';

/** The side cards: messaging channel, community chat, business e-mail and the partner platform. */
export function ContactChannels({ channels }: { channels: ContactChannel[] }) {
  return (
    <aside aria-labelledby="contact-channels-heading">
      <h2 id="contact-channels-heading" className="mb-4 text-2xl font-semibold">
        Other Ways to Reach Us
      </h2>
      <ul className="flex flex-col gap-4">
        {channels.map((channel) => {
          const Icon = icons[channel.icon];
          return (
            <li
              key={channel.title}
              className="flex gap-4 rounded-xl border border-border bg-card p-5"
            >
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground"
              >
                <Icon className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{channel.title}</h3>
                <p className="text-sm text-muted-foreground">{channel.description}</p>
                {isExternalHref(channel.href) ? (
                  <ExternalLink href={channel.href} showArrow className={linkClass}>
                    {channel.label}
                  </ExternalLink>
                ) : (
                  <a href={channel.href} className={linkClass}>
                    {channel.label}
                  </a>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
