import type { SeedProgress } from './commerce/seedCommerce'

const WIDTH = 30
const REDRAW_MS = 200

/** A phase of the commerce generator, or another loader's (reviews). */
type Progress = Omit<SeedProgress, 'phase'> & { phase: string }

const number = (n: number) => Math.round(n).toLocaleString('en-US')

/**
 * A progress bar with the rate on `out` (stderr): redrawn in place on a terminal, a line every few
 * seconds otherwise (a log file, CI).
 */
export function progressBar(out: NodeJS.WriteStream, startedAt = performance.now()) {
  const interactive = Boolean(out.isTTY)
  let lastDraw = 0
  let lastPhase = ''
  const line = (progress: Progress) => {
    const share = progress.total === 0 ? 1 : progress.done / progress.total
    const filled = Math.round(share * WIDTH)
    const seconds = (performance.now() - startedAt) / 1000
    return `${progress.phase.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${number(progress.done)}/${number(progress.total)}  ${number(progress.rows)} rows, ${number(progress.rows / Math.max(seconds, 0.001))} rows/s`
  }
  return {
    update(progress: Progress) {
      const now = performance.now()
      const phaseDone = progress.done === progress.total
      const newPhase = progress.phase !== lastPhase
      if (!phaseDone && !newPhase && now - lastDraw < (interactive ? REDRAW_MS : 5000)) return
      lastDraw = now
      lastPhase = progress.phase
      if (interactive) out.write(`\r${line(progress)}\x1b[K${phaseDone ? '\n' : ''}`)
      else out.write(`${line(progress)}\n`)
    },
  }
}
