// Colours and the few operations the demo pictures are painted with.

export type Rgb = [number, number, number]

/** A colour from hue (degrees), saturation and lightness (0 to 1), its channels 0 to 255. */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const h = (((hue % 360) + 360) % 360) / 60
  const c = (1 - Math.abs(2 * lightness - 1)) * saturation
  const x = c * (1 - Math.abs((h % 2) - 1))
  const m = lightness - c / 2
  const [r, g, b] =
    h < 1
      ? [c, x, 0]
      : h < 2
        ? [x, c, 0]
        : h < 3
          ? [0, c, x]
          : h < 4
            ? [0, x, c]
            : h < 5
              ? [x, 0, c]
              : [c, 0, x]
  return [(r + m) * 255, (g + m) * 255, (b + m) * 255]
}

export const clamp01 = (v: number) => Math.min(Math.max(v, 0), 1)
export const smoothstep = (from: number, to: number, v: number) => {
  const t = clamp01((v - from) / (to - from))
  return t * t * (3 - 2 * t)
}
export const length = (x: number, y: number) => Math.sqrt(x * x + y * y)

/** Paints `colour` over `out` with `alpha`. */
export function over(out: Rgb, colour: Rgb, alpha: number): void {
  if (alpha <= 0) return
  out[0] += (colour[0] - out[0]) * alpha
  out[1] += (colour[1] - out[1]) * alpha
  out[2] += (colour[2] - out[2]) * alpha
}
/** Sets `out` to the colour `t` of the way from `a` to `b`. */
export function between(out: Rgb, a: Rgb, b: Rgb, t: number): void {
  out[0] = a[0] + (b[0] - a[0]) * t
  out[1] = a[1] + (b[1] - a[1]) * t
  out[2] = a[2] + (b[2] - a[2]) * t
}
export const WHITE: Rgb = [255, 255, 255]

// Pixels are painted millions of times a picture: a painter's colours are worked out once, and
// nothing is allocated per pixel.
export type Painter = (out: Rgb, px: number, py: number) => void
