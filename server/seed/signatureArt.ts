import type { PictureLook } from './pictureArt'
import { clamp01, hsl, length, over, type Painter } from './pictureColour'

/**
 * A signature: loops along a line (a prolate cycloid, as cursive writing moves) whose height wanders
 * with the hue, then an underline; the pen is a disc stamped along the path, which only touches the
 * pixels near it.
 */
function signatureInk(look: PictureLook): Float32Array {
  const { width, height, hue } = look
  const ink = new Float32Array(width * height)
  const pen = Math.max(1.6, height / 70)
  const stamp = (cx: number, cy: number) => {
    for (let y = Math.max(0, Math.floor(cy - pen - 1)); y <= Math.min(height - 1, cy + pen + 1); y++)
      for (let x = Math.max(0, Math.floor(cx - pen - 1)); x <= Math.min(width - 1, cx + pen + 1); x++) {
        const cover = clamp01(pen + 0.5 - length(x + 0.5 - cx, y + 0.5 - cy))
        if (cover > ink[y * width + x]) ink[y * width + x] = cover
      }
  }
  const seed = hue / 57
  const loops = 5 + (Math.round(hue) % 4)
  const turns = loops * 2 * Math.PI
  for (let step = 0; step <= 4000; step++) {
    const theta = (step / 4000) * turns
    // A taller first letter, then letters of wandering height, all slanted to the right.
    const swell = (theta < 2 * Math.PI ? 1.35 : 1) * (0.6 + 0.4 * Math.sin(theta * 0.61 + seed * 2))
    const rise = height * 0.26 * swell * Math.cos(theta + 0.3 * Math.sin(seed + theta * 0.5))
    const x = width * 0.1 + (theta / turns) * width * 0.72 - height * 0.12 * Math.sin(theta) + rise * 0.3
    stamp(x, height * 0.47 - rise)
  }
  for (let step = 0; step <= 1500; step++) {
    const t = step / 1500
    stamp(width * (0.08 + 0.8 * t), height * (0.8 - 0.06 * Math.sin(t * Math.PI + seed)))
  }
  return ink
}

export function signaturePainter(look: PictureLook): Painter {
  const paper = hsl(look.hue, 0.25, 0.985)
  const pen = hsl(look.hue, 0.65, 0.25)
  const ink = signatureInk(look)
  return (out, px, py) => {
    out[0] = paper[0]
    out[1] = paper[1]
    out[2] = paper[2]
    over(out, pen, ink[Math.floor(py) * look.width + Math.floor(px)])
  }
}
