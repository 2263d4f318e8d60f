// Time from starting the server to listening: cold (empty data directory: create the database, migrate,
// seed) and warm (existing data directory). `npm start` adds the SPA build only when the sources changed.
import { ms, removeDir, startServer, tempDataDir } from './support/server-process'

const RUNS = 3
const cold: number[] = []
const warm: number[] = []

for (let run = 0; run < RUNS; run++) {
  const dataDir = tempDataDir()
  try {
    const first = await startServer({ DATA_DIR: dataDir })
    cold.push(first.startMs)
    await first.stop()
    const second = await startServer({ DATA_DIR: dataDir })
    warm.push(second.startMs)
    await second.stop()
  } finally {
    removeDir(dataDir)
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
console.log(
  `start to listening, cold (new database): median ${ms(median(cold))} of ${cold.map(ms).join(', ')}`,
)
console.log(
  `start to listening, warm (existing data): median ${ms(median(warm))} of ${warm.map(ms).join(', ')}`,
)
console.log(`cold / warm ratio: ${(median(cold) / median(warm)).toFixed(2)}`)
