import { Link } from '@tla/federated/router';

export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 text-lg font-bold tracking-tight" aria-label="Token Launch Academy home">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>
        Token Launch <span className="text-link">Academy</span>
      </span>
    </Link>
  );
}
