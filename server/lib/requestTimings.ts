import type { Registry } from 'prom-client'

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** The requests of one operation that answered with one status. */
export interface RequestSeries {
  readonly operation: string
  readonly status: string
  count: number
  sum: number
  /** Per bucket, not cumulative: the answers at most that many seconds and more than the bound before. */
  readonly inBucket: number[]
}

const NAME = 'backoffice_http_request_duration_seconds'

/**
 * Request counts and latency histograms by operation and status, kept as plain numbers and handed to
 * prom-client only when /metrics is read (its registerMetric takes any object with a `get`). prom-client's
 * own Counter and Histogram hash the labels and allocate on every observation, about 2 µs a request on
 * this machine; this costs two additions and a short loop.
 */
export function createRequestTimings(registry: Registry) {
  const series: RequestSeries[] = []
  const labelsOf = (one: RequestSeries) => ({ operation: one.operation, status: one.status })

  registry.registerMetric({
    name: 'backoffice_http_requests_total',
    get: async () => ({
      name: 'backoffice_http_requests_total',
      help: 'Answered requests, by operation (operationId, or method and route outside the contract) and status',
      type: 'counter',
      aggregator: 'sum',
      values: series.map((one) => ({ labels: labelsOf(one), value: one.count })),
    }),
  } as unknown as Parameters<Registry['registerMetric']>[0])

  registry.registerMetric({
    name: NAME,
    get: async () => ({
      name: NAME,
      help: 'Time from a request arriving to its answer being sent, by operation and status',
      type: 'histogram',
      aggregator: 'sum',
      values: series.flatMap((one) => {
        const labels = labelsOf(one)
        let cumulative = 0
        return [
          ...BUCKETS.map((le, index) => {
            cumulative += one.inBucket[index]
            return { labels: { ...labels, le }, value: cumulative, metricName: `${NAME}_bucket` }
          }),
          { labels: { ...labels, le: '+Inf' }, value: one.count, metricName: `${NAME}_bucket` },
          { labels, value: one.sum, metricName: `${NAME}_sum` },
          { labels, value: one.count, metricName: `${NAME}_count` },
        ]
      }),
    }),
  } as unknown as Parameters<Registry['registerMetric']>[0])

  return {
    /** The series of `operation` and `status`, made once and kept by the caller. */
    series(operation: string, status: string): RequestSeries {
      const one: RequestSeries = { operation, status, count: 0, sum: 0, inBucket: BUCKETS.map(() => 0) }
      series.push(one)
      return one
    },
    record(one: RequestSeries, seconds: number): void {
      one.count++
      one.sum += seconds
      for (let index = 0; index < BUCKETS.length; index++)
        if (seconds <= BUCKETS[index]) {
          one.inBucket[index]++
          return
        }
    },
  }
}

export type RequestTimings = ReturnType<typeof createRequestTimings>
