import type { StorybookConfig } from '@storybook/react-vite'

// Storybook reads the app's vite.config.ts (React and Tailwind) and adds its own builder on top.
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Nothing calls home: no telemetry, no update notices (the machines here reach only the npm registry).
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
