/**
 * The reader's address behind the deployment's trusted proxies, as nginx's realip module finds it
 * with `real_ip_recursive on`: the chain the proxies wrote is read from its end, past every trusted
 * address, so an address a reader put at its start is never taken for theirs.
 */
import { BlockList, isIP, isIPv6 } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { TrustedProxies } from '../deploy/deployment';

/** What of a request tells who sent it (a Node request has both). */
export type RequestFrom = { headers: IncomingHttpHeaders; socket: { remoteAddress?: string } };

export type ClientAddressOf = (req: RequestFrom) => string;

function blockListOf(from: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of from) {
    const [address = entry, prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/** An IPv4 client of a dual-stack socket is spelled `::ffff:a.b.c.d`; the lists know `a.b.c.d`. */
const plainAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/** How a server finds who sent a request: the socket's peer, or the proxies' word for it. */
export function clientAddressOf(trusted: TrustedProxies | undefined): ClientAddressOf {
  const peerOf = (req: RequestFrom) => plainAddress(req.socket.remoteAddress ?? 'unknown');
  if (!trusted) return peerOf;
  const proxies = blockListOf(trusted.from);
  const isProxy = (address: string) => proxies.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  const header = trusted.header.toLowerCase();
  return (req) => {
    const peer = peerOf(req);
    if (!isProxy(peer)) return peer;
    const value = req.headers[header];
    const chain = (Array.isArray(value) ? value.join(',') : (value ?? ''))
      .split(',')
      .map((entry) => plainAddress(entry.trim()))
      .filter((entry) => entry !== '');
    let client = peer;
    for (const address of chain.reverse()) {
      // What is not an address ends the chain there, as in nginx: the last proxy's word stands.
      if (isIP(address) === 0) break;
      client = address;
      if (!isProxy(address)) break;
    }
    return client;
  };
}
