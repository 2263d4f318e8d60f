import net from 'node:net'

/** Loopback only: a scraper on the same machine (or a sidecar sharing its network) may read metrics. */
export const DEFAULT_METRICS_ALLOW = '127.0.0.1/8,::1'

type Env = Record<string, string | undefined>

/** `name` as a comma-separated list of IPs and CIDR ranges; a malformed entry stops the start. */
export function addressList(env: Env, name: string, fallback: string): string[] {
  const raw = env[name]?.trim() ? (env[name] as string) : fallback
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  for (const entry of entries)
    if (!parseEntry(entry))
      throw new Error(`${name} holds ${entry}, which is no IP address or CIDR range such as 10.0.0.0/8.`)
  return entries
}

interface Entry {
  address: string
  prefix: number
  family: 'ipv4' | 'ipv6'
}

function parseEntry(entry: string): Entry | null {
  const [address, prefixText, extra] = entry.split('/')
  if (extra !== undefined) return null
  const version = net.isIP(address)
  if (version === 0) return null
  const family = version === 4 ? 'ipv4' : 'ipv6'
  const max = version === 4 ? 32 : 128
  const prefix = prefixText === undefined ? max : Number(prefixText)
  if (!/^\d+$/.test(prefixText ?? String(max)) || prefix > max) return null
  return { address, prefix, family }
}

// An IPv4 client of a server listening on `::` shows up as ::ffff:a.b.c.d.
const MAPPED_IPV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** Whether an address is in the list; entries are checked once, by addressList, before this is built. */
export function createAllowList(entries: readonly string[]): (address: string | undefined) => boolean {
  const list = new net.BlockList()
  for (const entry of entries) {
    const parsed = parseEntry(entry)
    if (parsed) list.addSubnet(parsed.address, parsed.prefix, parsed.family)
  }
  return (address) => {
    if (!address) return false
    const plain = MAPPED_IPV4.exec(address)?.[1] ?? address
    const version = net.isIP(plain)
    if (version === 0) return false
    return list.check(plain, version === 4 ? 'ipv4' : 'ipv6')
  }
}
