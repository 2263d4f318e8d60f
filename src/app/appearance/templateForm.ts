// The template editor's values, its rules and how its sections become the contract's.
import type { HomeTemplate } from '../../api/appearance'
import { type HomeSectionIcon, type HomeSectionType, validateSections } from '../../domain/appearance'
import { fromZonedInput, toZonedInput } from '../../domain/platformTime'
import type { MessageKey } from '../../domain/validators'

export interface SectionValues {
  name: string
  icon: HomeSectionIcon
  type: HomeSectionType
  slideId: string
  countdown: boolean
  countdownStart: string
  countdownEnd: string
}

export interface TemplateValues {
  name: string
  sections: SectionValues[]
}

export const newSection = (): SectionValues => ({
  name: '',
  icon: 'star',
  type: 'bannerSlide',
  slideId: '',
  countdown: false,
  countdownStart: '',
  countdownEnd: '',
})

export const templateValues = (template: HomeTemplate | null): TemplateValues => ({
  name: template?.name ?? '',
  sections: (template?.sections ?? []).map((section) => ({
    name: section.name,
    icon: section.icon,
    type: section.type,
    slideId: section.slideId,
    countdown: section.countdown.enabled,
    countdownStart: section.countdown.startAt ? toZonedInput(section.countdown.startAt) : '',
    countdownEnd: section.countdown.endAt ? toZonedInput(section.countdown.endAt) : '',
  })),
})

export const sectionsOf = (values: TemplateValues) =>
  values.sections.map((section) => ({
    name: section.name.trim(),
    icon: section.icon,
    type: section.type,
    slideId: section.slideId,
    countdown: section.countdown
      ? {
          enabled: true,
          startAt: fromZonedInput(section.countdownStart) || null,
          endAt: fromZonedInput(section.countdownEnd) || null,
        }
      : { enabled: false },
  }))

export const validateTemplate = (values: TemplateValues) => {
  const errors: Record<string, MessageKey> = validateSections(sectionsOf(values))
  if (!values.name.trim()) errors.name = 'required_fields'
  return errors
}
