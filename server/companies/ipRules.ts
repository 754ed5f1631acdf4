import { BlockList, isIP } from 'node:net';
import { ipMatches, plainAddress } from '../auth/ipAllowlist';

export const MAX_ALLOWLIST_ENTRIES = 100;

/** Loopback, private and link-local ranges: an allowlist of these guards nothing on the internet. */
const reserved = new BlockList();
reserved.addSubnet('10.0.0.0', 8, 'ipv4');
reserved.addSubnet('172.16.0.0', 12, 'ipv4');
reserved.addSubnet('192.168.0.0', 16, 'ipv4');
reserved.addSubnet('127.0.0.0', 8, 'ipv4');
reserved.addAddress('::1', 'ipv6');
reserved.addSubnet('fc00::', 7, 'ipv6');
reserved.addSubnet('fe80::', 10, 'ipv6');

export type AllowlistCheck = { ok: true; entries: string[] } | { ok: false; message: string };

type Parsed = { network: string; family: 4 | 6; prefix: number | undefined };

function parseEntry(entry: string): Parsed | string {
  const parts = entry.split('/');
  if (parts.length > 2) return `"${entry}" is not an IPv4 or IPv6 address or CIDR range.`;
  const [network = '', prefixText] = parts;
  const family = isIP(network);
  if (family !== 4 && family !== 6) return `"${entry}" is not an IPv4 or IPv6 address or CIDR range.`;
  if (prefixText === undefined) return { network, family, prefix: undefined };
  const max = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return `"${entry}": the prefix length must be a number from 0 to ${max}.`;
  return { network, family, prefix: Number(prefixText) };
}

/** Whether an entry lies in (or overlaps) a loopback or private range. */
function isReserved({ network, family, prefix }: Parsed): boolean {
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const address = family === 4 ? network : plainAddress(network);
  if (reserved.check(address, isIP(address) === 4 ? 'ipv4' : type)) return true;
  if (prefix === undefined) return false;
  // A wide range that contains a reserved one, e.g. 0.0.0.0/0 or ::/0.
  const wide = new BlockList();
  wide.addSubnet(network, prefix, type);
  const probes = family === 4 ? ['10.0.0.1', '172.16.0.1', '192.168.0.1', '127.0.0.1'] : ['::1', 'fc00::1', 'fe80::1'];
  return probes.some((probe) => wide.check(probe, type));
}

/**
 * Checks an IP allowlist an admin wants to save: every entry an IPv4 or IPv6 address or
 * CIDR range, none loopback or private, no more than 100, and the caller's own address on
 * it (an admin must not lock themself out). An empty list removes the allowlist.
 */
export function checkAllowlist(rawEntries: readonly string[], callerIp: string): AllowlistCheck {
  const entries = [...new Set(rawEntries.map((entry) => entry.trim()).filter((entry) => entry !== ''))];
  if (entries.length === 0) return { ok: true, entries: [] };
  if (entries.length > MAX_ALLOWLIST_ENTRIES) return { ok: false, message: `An IP allowlist has at most ${MAX_ALLOWLIST_ENTRIES} entries.` };
  for (const entry of entries) {
    const parsed = parseEntry(entry);
    if (typeof parsed === 'string') return { ok: false, message: parsed };
    if (isReserved(parsed)) return { ok: false, message: `"${entry}" is a loopback or private address range, which cannot be used in an IP allowlist.` };
  }
  if (!ipMatches(callerIp, entries)) {
    return { ok: false, message: `Your current IP address (${plainAddress(callerIp)}) is not in the list: add it, or you would lock yourself out of this company.` };
  }
  return { ok: true, entries };
}
