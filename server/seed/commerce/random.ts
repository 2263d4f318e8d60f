// Seeded randomness for generated data. Every record draws from its own stream, seeded by the run's
// seed, its kind and its number, so any record can be made again on its own (an order re-makes its
// buyer instead of keeping every member in memory) and a run with the same seed makes the same rows.

/** The kinds of record, each with its own streams. */
export const STREAMS = { member: 1, product: 2, order: 3, category: 4 } as const

function mix32(value: number): number {
  let h = value | 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'))

export class Rng {
  private state: number

  constructor(seed: number, stream: number, n: number) {
    this.state = mix32(mix32(seed ^ 0x9e3779b9) ^ mix32(stream * 0x632be5ab) ^ mix32(n + 0x7f4a7c15)) || 1
  }

  /** A number in [0, 1) (mulberry32). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** A whole number from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** One of the keys, each as likely as its weight. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    let total = 0
    for (const [, weight] of weights) total += weight
    let at = this.next() * total
    for (const [key, weight] of weights) {
      at -= weight
      if (at < 0) return key
    }
    return weights[weights.length - 1][0]
  }

  digits(count: number): string {
    let out = ''
    for (let i = 0; i < count; i++) out += Math.floor(this.next() * 10)
    return out
  }

  /** 32 random hex digits. */
  hex32(): string {
    let out = ''
    for (let i = 0; i < 4; i++) {
      const word = Math.floor(this.next() * 4294967296)
      out += HEX[word >>> 24] + HEX[(word >>> 16) & 255] + HEX[(word >>> 8) & 255] + HEX[word & 255]
    }
    return out
  }
}

const asUuid = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`

/** A version-4-shaped uuid that is the same for the same seed, kind and number. */
export function stableUuid(seed: number, stream: number, n: number): string {
  const hex = new Rng(seed, stream + 1000, n).hex32()
  return asUuid(
    `${hex.slice(0, 12)}4${hex.slice(13, 16)}${((Number.parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17)}`,
  )
}

/**
 * A uuid that starts with its record's time (the layout of version 7), so rows made in time order land
 * side by side in the primary key instead of all over it.
 */
export function timeOrderedUuid(seed: number, stream: number, n: number, at: Date): string {
  const hex = new Rng(seed, stream + 2000, n).hex32()
  const time = at.getTime().toString(16).padStart(12, '0').slice(-12)
  return asUuid(
    `${time}7${hex.slice(13, 16)}${((Number.parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17)}`,
  )
}
