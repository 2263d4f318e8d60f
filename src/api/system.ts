import type { components } from './schema'

export type DemoDataProgress = components['schemas']['DemoDataProgress']
export type DemoDataStep = components['schemas']['DemoDataStep']

/** The cache's key of how far a first start's demo data is (the shell's notice). */
export const demoDataKey = () => ['get', '/admin/demo-data'] as const

/** The step being made: the first not finished. */
export const currentDemoStep = (progress: DemoDataProgress): DemoDataStep | undefined =>
  progress.steps.find((step) => step.done < step.total)
