import { Registry } from 'prom-client'
import { describe, expect, it } from 'vitest'
import { createRequestTimings } from '../../../server/lib/plainHistogram'

describe('request timings in Prometheus text', () => {
  it('writes counts and cumulative buckets, +Inf holding the answers slower than every bound', async () => {
    const registry = new Registry()
    const timings = createRequestTimings(registry)
    const ok = timings.series({ operation: 'listOrders', status: '200' })
    const failed = timings.series({ operation: 'listOrders', status: '500' })
    for (const seconds of [0.001, 0.004, 0.02, 0.3, 12]) timings.record(ok, seconds)
    timings.record(failed, 0.05)
    const text = await registry.metrics()
    const line = (sample: string) => text.split('\n').find((row) => row.startsWith(`${sample} `))
    expect(line('backoffice_http_requests_total{operation="listOrders",status="200"}')).toMatch(/ 5$/)
    expect(line('backoffice_http_requests_total{operation="listOrders",status="500"}')).toMatch(/ 1$/)
    const bucket = (le: string) =>
      line(`backoffice_http_request_duration_seconds_bucket{operation="listOrders",status="200",le="${le}"}`)
    expect(bucket('0.005')).toMatch(/ 2$/)
    expect(bucket('0.025')).toMatch(/ 3$/)
    expect(bucket('0.5')).toMatch(/ 4$/)
    expect(bucket('10')).toMatch(/ 4$/)
    expect(bucket('+Inf')).toMatch(/ 5$/)
    expect(line('backoffice_http_request_duration_seconds_sum{operation="listOrders",status="200"}')).toMatch(
      / 12\.325$/,
    )
    expect(
      line('backoffice_http_request_duration_seconds_count{operation="listOrders",status="200"}'),
    ).toMatch(/ 5$/)
    expect(text).toContain('# TYPE backoffice_http_request_duration_seconds histogram')
  })
})
