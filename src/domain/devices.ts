// The device of a sign-in or an export, as access and export histories keep it: names only (a browser
// and its version, a vendor and model), never words of a language, so each reader gets them in their own.

/** Device kinds a user agent reveals; 'desktop' when it names a browser but no other kind. */
export const DEVICE_TYPES = [
  'desktop',
  'mobile',
  'tablet',
  'smarttv',
  'console',
  'wearable',
  'embedded',
] as const
export type DeviceType = (typeof DEVICE_TYPES)[number]

export interface ClientDevice {
  /** 'Chrome 126', 'Mobile Safari 17'. */
  browser: string | null
  type: DeviceType | null
  /** 'Apple iPhone', 'Samsung SM-S921B'. */
  model: string | null
}

export const isDeviceType = (value: unknown): value is DeviceType =>
  (DEVICE_TYPES as readonly unknown[]).includes(value)

/** i18next's t on the SPA, the server's t bound to the request's language: keys of the `staff` namespace. */
export type DeviceTranslate = (key: string, vars?: Record<string, string>) => string

/**
 * The device in words of the reader's language, the same on the screen and in the CSV:
 * 'Chrome 126 on desktop' / 'Chrome 126 บนเดสก์ท็อป', 'Mobile Safari 17 on Apple iPhone'. Null when unknown.
 */
export function describeDevice(device: ClientDevice | null, translate: DeviceTranslate): string | null {
  if (!device) return null
  const hardware = device.model ?? (device.type ? translate(`statistics:device.types.${device.type}`) : null)
  if (device.browser && hardware)
    return translate('statistics:device.on', { browser: device.browser, hardware })
  return device.browser ?? hardware
}
