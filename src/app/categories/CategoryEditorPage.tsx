import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams, useSearch } from 'wouter'
import { type Category, createCategory, readCategory, updateCategory } from '../../api/categories'
import { TEXT_MAX_LENGTH } from '../../domain/constants'
import { acceptedExtensions } from '../../domain/uploadRules'
import type { FieldErrors } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { ChangeHistory } from '../../ui/ChangeHistory'
import { FormAlert } from '../../ui/FormAlert'
import { ImageUploader, PicturePreview } from '../../ui/ImageUploader'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { TextField } from '../../ui/TextField'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { type CategoryScreenKind, FAQ_CATEGORY_SCREENS, NEWS_CATEGORY_SCREENS } from './categoryKinds'

interface CategoryValues {
  name: string
  active: boolean
  /** The picture's storage key, and a URL to show it (a new upload shows its own preview). */
  image: string | null
  imageUrl: string | null
}

type CategoryField = 'name' | 'image'
const CATEGORY_FIELDS: readonly CategoryField[] = ['name', 'image']

const valuesOf = (category: Category | null): CategoryValues => ({
  name: category?.name ?? '',
  active: (category?.status ?? 'active') === 'active',
  image: category?.image ?? null,
  imageUrl: category?.imageUrl ?? null,
})

function validateCategory(values: CategoryValues): FieldErrors<CategoryField> {
  const name = values.name.trim()
  if (!name) return { name: 'required_fields' }
  if (name.length > TEXT_MAX_LENGTH) return { name: 'text_too_long' }
  return {}
}

function CategoryForm({
  kind,
  form,
}: {
  kind: CategoryScreenKind
  form: EditorForm<CategoryValues, CategoryField, Category | null>
}) {
  const { t } = useTranslation()
  const { values, record, change } = form
  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
      <div className="grid gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm md:grid-cols-2">
        <TextField
          label={t('categories:fields.name')}
          name="name"
          value={values.name}
          maxLength={TEXT_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => change({ name: event.target.value })}
          error={form.errorOf('name')}
          required
        />
        <div className="md:pt-6">
          <ToggleSwitch
            label={t('categories:fields.active')}
            description={t(`categories:${kind.words}.active_hint`)}
            checked={values.active}
            onChange={(on) => change({ active: on })}
          />
        </div>
        {kind.hasImage ? (
          <fieldset data-field="image" className="space-y-2 md:col-span-2">
            <legend className="mb-2 font-medium text-fg text-sm">{t('categories:fields.picture')}</legend>
            <ImageUploader
              moduleName="category"
              name="image"
              currentUrl={values.imageUrl}
              preview={(url) => <PicturePreview url={url} alt={values.name} />}
              texts={{
                choose: t('ui:picture.choose'),
                change: t('ui:picture.change'),
                rules: t('ui:picture.rules', { formats: acceptedExtensions('category') }),
                saving: t('ui:picture.saving'),
                saved: t('ui:picture.saved'),
                saveFailed: t('ui:picture.save_failed'),
              }}
              onUploaded={(key) => change({ image: key })}
              error={form.errorOf('image')}
            />
            {values.image ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => change({ image: null, imageUrl: null })}
              >
                {t('categories:fields.remove_picture')}
              </button>
            ) : null}
          </fieldset>
        ) : null}
      </div>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : record ? t('categories:save') : t('categories:create')}
        </Button>
        <Link href={kind.listHref()} className={buttonStyles.secondary}>
          {t('ui:cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </form>
  )
}

function CategoryEditor({ kind, id }: { kind: CategoryScreenKind; id: string | undefined }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<CategoryValues, CategoryField, Category | null, Category>({
    fields: CATEGORY_FIELDS,
    validate: validateCategory,
    load: async () => {
      const category = id ? await readCategory(kind.id, id) : null
      return { record: category, values: valuesOf(category) }
    },
    save: (values, category) => {
      const body = {
        name: values.name.trim(),
        status: values.active ? ('active' as const) : ('inactive' as const),
        ...(kind.hasImage ? { image: values.image } : {}),
      }
      return category
        ? updateCategory(kind.id, category._id, { ...body, version: category.version })
        : createCategory(kind.id, body)
    },
    onSaved: (_, __, category) => {
      showToast({ key: category ? 'categories:updated' : 'categories:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      navigate(kind.listHref())
    },
    undo: {
      kind: kind.id === 'faq' ? 'faq_category' : 'article_category',
      recordIdOf: (category) => category?._id,
    },
  })
  const category = editor.form?.record
  const words = `categories:nav.routes.${kind.words === 'news' ? 'newsCategories' : 'faqCategories'}`
  return (
    <Screen
      title={t(id ? `${words}.edit.title` : `${words}.create.title`)}
      intro={category ? t('categories:editing', { name: category.name }) : undefined}
    >
      {editor.form ? (
        <CategoryForm kind={kind} form={editor.form} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={kind.listHref()}
          backLabel={t('categories:back')}
        />
      )}
      {/* The editor opens only with the update permission a revert needs; a new category has no history. */}
      {category ? (
        <ChangeHistory
          kind={kind.id === 'faq' ? 'faq_category' : 'article_category'}
          recordId={category._id}
          canRevert
        />
      ) : null}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Create and edit a news & article category: the edit screen names its category in the query (`?id=`). */
export function NewsCategoryEditorPage() {
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined
  return <CategoryEditor key={id ?? 'new'} kind={NEWS_CATEGORY_SCREENS} id={id} />
}

/** Create and edit an FAQ category: the edit screen names its category in the path. */
export function FaqCategoryEditorPage() {
  const { id } = useParams<{ id?: string }>()
  return <CategoryEditor key={id ?? 'new'} kind={FAQ_CATEGORY_SCREENS} id={id} />
}
