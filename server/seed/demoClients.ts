import type { ClientDevice } from '../../src/domain/devices'

/** The browsers and devices demo sign-ins come from, staff's and members' alike. */
export const DEMO_CLIENTS: { os: string; device: ClientDevice; ip: string }[] = [
  { os: 'Windows 10', device: { browser: 'Chrome 126', type: 'desktop', model: null }, ip: '203.150.12.40' },
  { os: 'Mac OS 14.5', device: { browser: 'Safari 17', type: 'desktop', model: null }, ip: '171.96.44.7' },
  {
    os: 'Android 14',
    device: { browser: 'Chrome 126', type: 'mobile', model: 'Samsung SM-S921B' },
    ip: '49.228.131.9',
  },
  {
    os: 'iOS 17.5',
    device: { browser: 'Mobile Safari 17', type: 'mobile', model: 'Apple iPhone' },
    ip: '110.164.200.23',
  },
]
