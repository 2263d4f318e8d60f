import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import type { ArticleDetail } from '../../api/articles'
import { categoriesKeys } from '../../api/categories'
import { $api } from '../../api/queryClient'
import { ARTICLE_IMAGE_MIN_SIZE, type Language, TEXT_MAX_LENGTH } from '../../domain/constants'
import { ARTICLE_BODY_RULE } from '../../domain/richText'
import { acceptedExtensions } from '../../domain/uploadRules'
import { Button, buttonStyles } from '../../ui/Button'
import { ContentLanguageSwitch } from '../../ui/ContentLanguageSwitch'
import { FormAlert } from '../../ui/FormAlert'
import { ImageUploader, PicturePreview } from '../../ui/ImageUploader'
import { RichTextEditor } from '../../ui/richText/RichTextEditor'
import { SelectField } from '../../ui/SelectField'
import { StaleNotice } from '../../ui/StaleNotice'
import { TextField } from '../../ui/TextField'
import { UnsavedNote } from '../../ui/UnsavedNote'
import type { EditorForm } from '../../ui/useEditor'
import type { ArticleFormField, ArticleValues } from './articleForm'
import { articlesPaths } from './articles.paths'

const card = 'space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm'
const capital = (language: Language) => (language === 'en' ? 'En' : 'Th')

export interface ArticleFormProps {
  form: EditorForm<ArticleValues, ArticleFormField, ArticleDetail | null>
  /** The language whose title and content are shown; both are kept while the other is shown. */
  language: Language
  onLanguage(language: Language): void
  onReload(): void
}

/**
 * The article's texts in one language at a time (switched without losing the other), its category,
 * main image and publish period. Both languages are required.
 */
export function ArticleForm({ form, language, onLanguage, onReload }: ArticleFormProps) {
  const { t } = useTranslation()
  const { values, record, change, errorOf } = form
  const categories = useQuery($api.queryOptions(...categoriesKeys.articleOptions()))
  const options = (categories.data?.data ?? []).map((category) => ({
    value: category.categoryId,
    label: category.categoryName,
  }))
  const nameKey = `name${capital(language)}` as const
  const contentKey = `content${capital(language)}` as const
  const otherInError = (['en', 'th'] as const).find(
    (other) => other !== language && (errorOf(`name.${other}`) || errorOf(`content.${other}`)),
  )
  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
      <section aria-label={t('articles:form.texts')} className={card}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-semibold text-fg text-lg">{t('articles:form.texts')}</h2>
          <ContentLanguageSwitch value={language} onChange={onLanguage} />
        </div>
        {otherInError ? (
          <FormAlert
            message={`${t(`articles:languages.${otherInError}`)}: ${errorOf(`name.${otherInError}`) ?? errorOf(`content.${otherInError}`)}`}
          />
        ) : null}
        <TextField
          key={`name-${language}`}
          label={t(`articles:form.name_${language}`)}
          name={`name.${language}`}
          lang={language}
          value={values[nameKey]}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => change({ [nameKey]: event.target.value })}
          error={errorOf(`name.${language}`)}
        />
        <div data-field={`content.${language}`} lang={language}>
          <RichTextEditor
            key={`content-${language}`}
            label={t(`articles:form.content_${language}`)}
            value={values[contentKey]}
            onChange={(html) => change({ [contentKey]: html })}
            language={language}
            rule={ARTICLE_BODY_RULE}
            error={errorOf(`content.${language}`)}
          />
        </div>
      </section>
      <section aria-label={t('articles:form.settings')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('articles:form.settings')}</h2>
        <SelectField
          label={t('articles:form.category')}
          name="categoryId"
          value={values.categoryId}
          placeholder={t('articles:form.category_placeholder')}
          options={options}
          hint={categories.isSuccess && options.length === 0 ? t('articles:form.no_categories') : undefined}
          onChange={(event) => change({ categoryId: event.target.value })}
          error={errorOf('categoryId')}
        />
        <div data-field="image">
          <p className="mb-1 font-medium text-fg text-sm">{t('articles:form.main_image')}</p>
          <ImageUploader
            moduleName="article"
            name="image"
            currentUrl={values.imageUrl}
            preview={(url) => <PicturePreview url={url} alt={t('articles:form.main_image')} />}
            texts={{
              choose: t('articles:form.image_choose'),
              change: t('articles:form.image_change'),
              rules: t('articles:form.image_rules', {
                formats: acceptedExtensions('article'),
                width: ARTICLE_IMAGE_MIN_SIZE,
                height: ARTICLE_IMAGE_MIN_SIZE,
              }),
              saving: t('articles:form.image_ready'),
              saved: t('articles:form.image_ready'),
              saveFailed: t('ui:avatar.save_failed'),
            }}
            onUploaded={(key) => change({ image: key })}
            error={errorOf('image')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('articles:form.start')}
            name="startPublishDate"
            type="date"
            value={values.startDate}
            onChange={(event) => change({ startDate: event.target.value })}
            error={errorOf('startPublishDate')}
          />
          <TextField
            label={t('articles:form.end')}
            name="endPublishDate"
            type="date"
            value={values.endDate}
            min={values.startDate || undefined}
            onChange={(event) => change({ endDate: event.target.value })}
            error={errorOf('endPublishDate')}
          />
        </div>
      </section>
      {form.stale ? (
        <StaleNotice
          title={t('articles:form.stale_title')}
          message={t('articles:form.stale_message')}
          reloadLabel={t('articles:form.stale_reload')}
          onReload={onReload}
        />
      ) : (
        <FormAlert message={form.formError} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : t(record ? 'articles:form.save_edit' : 'articles:form.save_create')}
        </Button>
        <Link
          href={
            record
              ? articlesPaths.hrefOf('articles.detail', { id: record._id })
              : articlesPaths.hrefOf('articles.list')
          }
          className={buttonStyles.secondary}
        >
          {t('articles:form.cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </form>
  )
}
