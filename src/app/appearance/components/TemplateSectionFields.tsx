import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { HomeTemplate } from '../../../api/appearance'
import { $api } from '../../../api/queryClient'
import {
  HOME_SECTION_ICONS,
  HOME_SECTION_TYPES,
  type HomeSectionIcon,
  type HomeSectionType,
} from '../../../domain/appearance'
import { TEXT_MAX_LENGTH } from '../../../domain/constants'
import { buttonStyles } from '../../../ui/Button'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { ToggleSwitch } from '../../../ui/ToggleSwitch'
import type { EditorForm } from '../../../ui/useEditor'
import type { SectionValues, TemplateValues } from '../templateForm'
import { moved } from './ReorderList'

/** The slides a section may point at: each kind's, product slides with their country. */
function useSlideOptions() {
  const { t } = useTranslation()
  const banner = useQuery(
    $api.queryOptions('get', '/admin/banner-section-loops', { params: { query: { limit: 100 } } }),
  )
  const product = useQuery(
    $api.queryOptions('get', '/admin/product-section-loops', { params: { query: { limit: 100 } } }),
  )
  return {
    bannerSlide: (banner.data?.data ?? []).map((slide) => ({ value: slide._id, label: slide.name })),
    productSlide: (product.data?.data ?? []).map((slide) => ({
      value: slide._id,
      label: `${slide.name} (${t(`appearance:countries.${slide.countryCode}`)})`,
    })),
  }
}

/** One section of a template: its name, icon, type, slide and count-down, moved up or down or removed. */
export function SectionFields({
  form,
  index,
}: {
  form: EditorForm<TemplateValues, string, HomeTemplate | null>
  index: number
}) {
  const { t } = useTranslation()
  const options = useSlideOptions()
  const { values, change, errorOf } = form
  const section = values.sections[index]
  const count = values.sections.length
  const set = (part: Partial<SectionValues>) =>
    change({ sections: values.sections.map((item, n) => (n === index ? { ...item, ...part } : item)) })
  const field = (name: string) => `sections.${index}.${name}`
  const position = index + 1
  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-4">
      <legend className="px-1 font-medium text-fg">{t('appearance:form.section', { position })}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('appearance:form.section_name')}
          name={field('name')}
          value={section.name}
          maxLength={TEXT_MAX_LENGTH}
          onChange={(event) => set({ name: event.target.value })}
          error={errorOf(field('name'))}
        />
        <SelectField
          label={t('appearance:form.icon')}
          name={field('icon')}
          value={section.icon}
          options={HOME_SECTION_ICONS.map((icon) => ({ value: icon, label: t(`appearance:icons.${icon}`) }))}
          onChange={(event) => set({ icon: event.target.value as HomeSectionIcon })}
        />
        <SelectField
          label={t('appearance:form.section_type')}
          name={field('type')}
          value={section.type}
          options={HOME_SECTION_TYPES.map((type) => ({
            value: type,
            label: t(`appearance:section_types.${type}`),
          }))}
          onChange={(event) => set({ type: event.target.value as HomeSectionType, slideId: '' })}
        />
        <SelectField
          label={t('appearance:form.slide')}
          name={field('slideId')}
          value={section.slideId}
          placeholder={t('appearance:form.choose_slide')}
          options={options[section.type]}
          onChange={(event) => set({ slideId: event.target.value })}
          error={errorOf(field('slideId'))}
        />
      </div>
      <ToggleSwitch
        label={t('appearance:form.countdown')}
        checked={section.countdown}
        onChange={(countdown) => set({ countdown })}
      />
      {section.countdown ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('appearance:form.countdown_start')}
            name={field('countdown.startAt')}
            type="datetime-local"
            value={section.countdownStart}
            hint={t('appearance:form.bangkok_time')}
            onChange={(event) => set({ countdownStart: event.target.value })}
            error={errorOf(field('countdown.startAt'))}
          />
          <TextField
            label={t('appearance:form.countdown_end')}
            name={field('countdown.endAt')}
            type="datetime-local"
            value={section.countdownEnd}
            hint={t('appearance:form.bangkok_time')}
            onChange={(event) => set({ countdownEnd: event.target.value })}
            error={errorOf(field('countdown.endAt'))}
          />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={index === 0}
          aria-label={t('appearance:reorder.up_named', { name: section.name || position })}
          onClick={() => change({ sections: moved(values.sections, index, index - 1) })}
        >
          ↑
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={index === count - 1}
          aria-label={t('appearance:reorder.down_named', { name: section.name || position })}
          onClick={() => change({ sections: moved(values.sections, index, index + 1) })}
        >
          ↓
        </button>
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => change({ sections: values.sections.filter((_, n) => n !== index) })}
        >
          {t('appearance:form.remove_section', { position })}
        </button>
      </div>
    </fieldset>
  )
}
