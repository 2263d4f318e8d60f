// Simple pictures drawn in code, so the demo shows real images without image files in the repository:
// soft gradients with one shape in the middle, anti-aliased by signed distances, encoded as RGB PNG.
import { PNG } from 'pngjs'
import {
  between,
  clamp01,
  hsl,
  length,
  over,
  type Painter,
  type Rgb,
  smoothstep,
  WHITE,
} from './pictureColour'
import { signaturePainter } from './signatureArt'

export type ShapeName = 'circle' | 'square' | 'diamond' | 'ring' | 'capsule' | 'hexagon'
export const SHAPES: readonly ShapeName[] = ['circle', 'square', 'diamond', 'ring', 'capsule', 'hexagon']

/**
 * How a picture looks: a shape on a gradient (product), on a table (photo), a sun over hills (scene)
 * or a handwritten signature in ink of the hue (signature).
 */
export interface PictureLook {
  style: 'product' | 'photo' | 'scene' | 'signature'
  width: number
  height: number
  /** The picture's hue, 0 to 360. */
  hue: number
  shape: ShapeName
}

function roundedBox(x: number, y: number, half: number, corner: number): number {
  const qx = Math.abs(x) - half + corner
  const qy = Math.abs(y) - half + corner
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - corner
}

type Distance = (x: number, y: number, r: number) => number

const COS45 = Math.SQRT1_2
const TILT_COS = Math.cos(-Math.PI / 5)
const TILT_SIN = Math.sin(-Math.PI / 5)

/** Signed distances from (x, y) to each shape of size `r` centred on the origin: negative inside. */
export const SHAPE_DISTANCE: Record<ShapeName, Distance> = {
  circle: (x, y, r) => length(x, y) - r,
  square: (x, y, r) => roundedBox(x, y, r * 0.84, r * 0.26),
  diamond: (x, y, r) => roundedBox((x - y) * COS45, (x + y) * COS45, r * 0.78, r * 0.16),
  ring: (x, y, r) => Math.abs(length(x, y) - r * 0.74) - r * 0.26,
  capsule(x, y, r) {
    const u = x * TILT_COS - y * TILT_SIN
    const v = x * TILT_SIN + y * TILT_COS
    const along = Math.max(-r * 0.55, Math.min(r * 0.55, u))
    return length(u - along, v) - r * 0.42
  },
  hexagon(x, y, r) {
    // After Inigo Quilez's hexagon distance, rounded by a tenth of its size.
    const side = r * 0.82
    let px = Math.abs(x)
    let py = Math.abs(y)
    const dot = 2 * Math.min(-0.866025404 * px + 0.5 * py, 0)
    px -= dot * -0.866025404
    py -= dot * 0.5
    px -= Math.max(-0.577350269 * side, Math.min(0.577350269 * side, px))
    py -= side
    return length(px, py) * Math.sign(py) - r * 0.1
  },
}
/** Every shape lies within this many times its size from its centre. */
const SHAPE_REACH = 1.2

/**
 * The shape of `look` filled with its hue, lit from the top left: `coverage` of (x, y) says how much
 * of the pixel it covers, and `paint` lays it over what `out` holds.
 */
function shapeOf(look: PictureLook, r: number) {
  const light = hsl(look.hue, 0.7, 0.66)
  const deep = hsl(look.hue + 12, 0.62, 0.42)
  const fill: Rgb = [0, 0, 0]
  const distance = SHAPE_DISTANCE[look.shape]
  return {
    coverage: (x: number, y: number) =>
      x * x + y * y >= (SHAPE_REACH * r) ** 2 ? 0 : clamp01(0.5 - distance(x, y, r)),
    paint(out: Rgb, x: number, y: number, coverage: number) {
      between(fill, light, deep, clamp01((y + r) / (2 * r)))
      over(fill, WHITE, 0.4 * (1 - smoothstep(0, r * 0.55, length((x + r * 0.35) / 1.3, y + r * 0.42))))
      over(out, fill, coverage)
    },
  }
}

function productPainter(look: PictureLook): Painter {
  const { width, height, hue } = look
  const top = hsl(hue, 0.6, 0.94)
  const bottom = hsl(hue + 35, 0.5, 0.8)
  const shade = hsl(hue + 20, 0.4, 0.3)
  const r = Math.min(width, height) * 0.27
  const shape = shapeOf(look, r)
  const distance = SHAPE_DISTANCE[look.shape]
  return (out, px, py) => {
    const x = px - width / 2
    const y = py - height / 2
    const coverage = shape.coverage(x, y)
    // What the shape covers whole shows nothing of what lies under it.
    if (coverage < 1) {
      between(out, top, bottom, clamp01((px * 0.6 + py) / (width * 0.6 + height)))
      const centre = length(x, y)
      if (centre >= r * 1.9) return
      over(out, WHITE, 0.45 * (1 - smoothstep(0, r * 1.9, centre)))
      const sx = x - r * 0.06
      const sy = y - r * 0.16
      // The shadow fades out within this reach of its shape.
      if (sx * sx + sy * sy < ((SHAPE_REACH + 0.3) * r) ** 2)
        over(out, shade, 0.3 * (1 - smoothstep(-r * 0.15, r * 0.3, distance(sx, sy, r))))
    }
    if (coverage > 0) shape.paint(out, x, y, coverage)
  }
}

function photoPainter(look: PictureLook): Painter {
  const { width, height, hue } = look
  const horizon = height * 0.64
  const wallTop = hsl(hue, 0.3, 0.95)
  const wallFoot = hsl(hue, 0.28, 0.86)
  const tableBack = hsl(hue + 25, 0.28, 0.8)
  const tableFront = hsl(hue + 25, 0.3, 0.66)
  const shade = hsl(hue + 25, 0.35, 0.3)
  const table: Rgb = [0, 0, 0]
  const r = Math.min(width, height) * 0.22
  const shape = shapeOf(look, r)
  return (out, px, py) => {
    const x = px - width / 2
    const y = py - (horizon - r * 0.55)
    const coverage = shape.coverage(x, y)
    if (coverage === 1) return shape.paint(out, x, y, 1)
    between(out, wallTop, wallFoot, clamp01(py / horizon))
    between(table, tableBack, tableFront, clamp01((py - horizon) / (height - horizon)))
    over(out, table, clamp01(py - horizon + 0.5))
    const contact = length(x / 1.05, (y - r * 0.95) * 4.2) - r * 0.75
    over(out, shade, 0.35 * (1 - smoothstep(-r * 0.35, r * 0.25, contact)))
    if (coverage > 0) shape.paint(out, x, y, coverage)
  }
}

function scenePainter(look: PictureLook): Painter {
  const { width, height, hue } = look
  const skyTop = hsl(hue, 0.6, 0.82)
  const skyFoot = hsl(hue + 35, 0.75, 0.93)
  const sunColour = hsl(hue + 30, 0.9, 0.87)
  const far = hsl(hue - 25, 0.35, 0.6)
  const near = hsl(hue - 35, 0.42, 0.42)
  const r = height * 0.2
  // The hills' tops, one per column of pixels.
  const back = Float64Array.from(
    { length: width },
    (_, x) => height * 0.66 + Math.sin((x + 0.5) * 0.0062 + hue) * height * 0.06,
  )
  const front = Float64Array.from(
    { length: width },
    (_, x) => height * 0.8 + Math.sin((x + 0.5) * 0.0091 + 1.3 + hue) * height * 0.045,
  )
  return (out, px, py) => {
    between(out, skyTop, skyFoot, py / height)
    const sun = length(px - width / 2, py - height * 0.5) - r
    if (sun < r * 1.4) {
      over(out, WHITE, 0.5 * (1 - smoothstep(0, r * 1.4, sun)))
      over(out, sunColour, clamp01(0.5 - sun))
    }
    const column = Math.floor(px)
    over(out, far, clamp01(py - back[column] + 0.5))
    over(out, near, clamp01(py - front[column] + 0.5))
  }
}

const PAINTERS = {
  product: productPainter,
  photo: photoPainter,
  scene: scenePainter,
  signature: signaturePainter,
}

/** The picture as an RGB PNG file. */
export function renderPicture(look: PictureLook): Buffer {
  const { width, height } = look
  const data = Buffer.alloc(width * height * 3)
  const paint = PAINTERS[look.style](look)
  const pixel: Rgb = [0, 0, 0]
  let at = 0
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      // Sampled at the pixel's centre.
      paint(pixel, x + 0.5, y + 0.5)
      data[at++] = pixel[0] + 0.5
      data[at++] = pixel[1] + 0.5
      data[at++] = pixel[2] + 0.5
    }
  const png = new PNG({ width, height })
  png.data = data
  return PNG.sync.write(
    png,
    // Unfiltered and quickly deflated: a tenth of the time of the defaults, for files a third larger.
    {
      colorType: 2,
      inputColorType: 2,
      inputHasAlpha: false,
      filterType: 0,
      deflateLevel: 1,
      deflateStrategy: 0,
    },
  )
}
