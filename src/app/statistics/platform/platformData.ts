// The shapes the platform statistics' charts and tables share, apart from the charts' module so that
// importing them never pulls recharts into the screen's first chunk.

export interface Count {
  label: string
  n: number
}

export const DEVICES = ['desktop', 'mobile', 'tablet', 'other'] as const
export type Device = (typeof DEVICES)[number]

export type DeviceDay = { day: string } & Record<Device, number>
