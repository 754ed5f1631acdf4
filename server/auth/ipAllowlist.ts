import { BlockList, isIP } from 'node:net';

/** The plain address, with IPv4-mapped IPv6 (::ffff:1.2.3.4) turned back into IPv4. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped?.[1] ?? ip;
}

/** Whether `ip` matches one of the entries (exact addresses or CIDR ranges, IPv4 or IPv6). */
export function ipMatches(ip: string, entries: readonly string[]): boolean {
  const address = plainAddress(ip);
  const family = isIP(address);
  if (family === 0) return false;
  const list = new BlockList();
  for (const entry of entries) {
    const [network = '', prefix] = entry.trim().split('/');
    const entryFamily = isIP(network);
    if (entryFamily === 0) continue;
    const type = entryFamily === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(network, type);
    else if (/^\d+$/.test(prefix)) list.addSubnet(network, Number(prefix), type);
  }
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** A company lets the address in when it has no allowlist, or the address is on it. */
export function companyAllowsIp(allowlist: readonly string[] | null, ip: string): boolean {
  return allowlist === null || allowlist.length === 0 || ipMatches(ip, allowlist);
}

/** Sign-in is blocked only when the user has companies and none of them lets the address in. */
export function signinAllowedFrom(allowlists: ReadonlyArray<readonly string[] | null>, ip: string): boolean {
  return allowlists.length === 0 || allowlists.some((list) => companyAllowsIp(list, ip));
}
