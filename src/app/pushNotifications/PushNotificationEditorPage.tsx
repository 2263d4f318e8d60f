import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import {
  createPushNotification,
  type PushNotification,
  readPushNotification,
  updatePushNotification,
} from '../../api/pushNotifications'
import { fromZonedInput, toZonedInput } from '../../domain/platformTime'
import {
  PUSH_CHANNELS,
  PUSH_FIELDS,
  PUSH_MESSAGE_MAX_LENGTH,
  PUSH_TARGETS,
  PUSH_TOPIC_MAX_LENGTH,
  PUSH_TYPES,
  type PushChannel,
  type PushField,
  type PushTarget,
  type PushType,
  validatePushNotification,
} from '../../domain/pushNotifications'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { formatSendTime } from './formatSendTime'
import { PushActionDialog } from './PushActionDialog'
import { PushSendings } from './PushSendings'
import { askPushAction, offers, useOpenPush } from './pushActions'
import { pushNotificationsPaths } from './pushNotifications.paths'

interface PushValues {
  topic: { en: string; th: string }
  message: { en: string; th: string }
  target: PushTarget
  channel: PushChannel
  type: PushType
  active: boolean
  /** The datetime-local input's value, on the platform's clock (Bangkok), whatever the browser's zone. */
  sendAt: string
}

const valuesOf = (push: PushNotification | null): PushValues => ({
  topic: { ...(push?.topic ?? { en: '', th: '' }) },
  message: { ...(push?.message ?? { en: '', th: '' }) },
  target: push?.target ?? 'internalUsers',
  channel: push?.channel ?? 'webApp',
  type: push?.type ?? 'news',
  active: (push?.status ?? 'active') === 'active',
  sendAt: push ? toZonedInput(push.sendAt) : '',
})

// A new notification, or one saved active, must be sent in the future; the server judges the same.
const validate = (values: PushValues, push: PushNotification | null) =>
  validatePushNotification(
    { ...values, sendAt: fromZonedInput(values.sendAt) },
    { now: Date.now(), mustBeFuture: push === null || values.active },
  )

function save(values: PushValues, push: PushNotification | null): Promise<PushNotification> {
  const body = {
    topic: values.topic,
    message: values.message,
    target: values.target,
    channel: values.channel,
    type: values.type,
    status: values.active ? ('active' as const) : ('inactive' as const),
    sendAt: fromZonedInput(values.sendAt),
  }
  return push
    ? updatePushNotification(push._id, { ...body, version: push.version })
    : createPushNotification(body)
}

function PushForm({ form }: { form: EditorForm<PushValues, PushField, PushNotification | null> }) {
  const { t } = useTranslation()
  const { values, record: push, change } = form
  const locked = push?.sentAt != null
  const text = (part: 'topic' | 'message', language: 'en' | 'th') => {
    const field = `${part}.${language}` as PushField
    return (
      <TextField
        label={t(`pushNotifications:fields.${part}_${language}`)}
        name={field}
        value={values[part][language]}
        maxLength={part === 'topic' ? PUSH_TOPIC_MAX_LENGTH : PUSH_MESSAGE_MAX_LENGTH}
        autoComplete="off"
        lang={language}
        onChange={(event) => change({ [part]: { ...values[part], [language]: event.target.value } })}
        error={form.errorOf(field)}
        required
        disabled={locked}
      />
    )
  }
  const choice = <T extends string>(
    name: 'target' | 'channel' | 'type',
    options: readonly T[],
    labelOf: (value: T) => string,
  ) => (
    <SelectField
      label={t(`pushNotifications:fields.${name}`)}
      name={name}
      value={values[name]}
      onChange={(event) => change({ [name]: event.target.value as T })}
      options={options.map((value) => ({ value, label: labelOf(value) }))}
      disabled={locked}
    />
  )
  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
      {locked && push?.sentAt ? (
        <p role="status" className="rounded-lg bg-accent-subtle px-4 py-3 text-fg text-sm">
          {t('pushNotifications:sent_locked', { time: formatSendTime(push.sentAt) })}
        </p>
      ) : null}
      <div className="grid gap-5 rounded-2xl border border-line bg-surface p-5 shadow-sm md:grid-cols-2">
        {text('topic', 'th')}
        {text('topic', 'en')}
        {text('message', 'th')}
        {text('message', 'en')}
        {choice('target', PUSH_TARGETS, (value) => t(`pushNotifications:targets.${value}`))}
        {choice('channel', PUSH_CHANNELS, (value) => t(`pushNotifications:channels.${value}`))}
        {choice('type', PUSH_TYPES, (value) => t(`pushNotifications:types.${value}`))}
        <TextField
          label={t('pushNotifications:fields.send_at')}
          hint={t('pushNotifications:fields.send_at_hint')}
          name="sendAt"
          type="datetime-local"
          value={values.sendAt}
          onChange={(event) => change({ sendAt: event.target.value })}
          error={form.errorOf('sendAt')}
          required
          disabled={locked}
        />
        <ToggleSwitch
          label={t('pushNotifications:fields.active')}
          description={t('pushNotifications:fields.active_hint')}
          checked={values.active}
          onChange={(on) => change({ active: on })}
          disabled={locked}
        />
      </div>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap gap-2">
        {locked ? null : (
          <Button type="submit" busy={form.busy} className="sm:w-auto">
            {form.busy ? t('ui:saving') : push ? t('pushNotifications:save') : t('pushNotifications:create')}
          </Button>
        )}
        {push && offers(push.status === 'active' ? 'deactivate' : 'activate', push) ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => askPushAction(push.status === 'active' ? 'deactivate' : 'activate', push)}
          >
            {t(`pushNotifications:${push.status === 'active' ? 'deactivate' : 'activate'}`)}
          </button>
        ) : null}
        {push ? (
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => askPushAction('delete', push)}
          >
            {t('ui:delete')}
          </button>
        ) : null}
        <Link
          href={pushNotificationsPaths.hrefOf('pushNotifications.list')}
          className={buttonStyles.secondary}
        >
          {t('ui:cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
      {push ? <PushSendings push={push} /> : null}
    </form>
  )
}

function PushEditor({ id }: { id: string | undefined }) {
  const { t } = useTranslation()
  const [, navigate] = useLocation()
  const listPath = pushNotificationsPaths.hrefOf('pushNotifications.list')
  const editor = useEditor<PushValues, PushField, PushNotification | null, PushNotification>({
    fields: PUSH_FIELDS,
    validate,
    load: async () => {
      const push = id ? await readPushNotification(id) : null
      return { record: push, values: valuesOf(push) }
    },
    save,
    onSaved: (_, __, push) => {
      showToast({ key: push ? 'pushNotifications:updated' : 'pushNotifications:created' }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      navigate(listPath)
    },
  })
  const push = editor.form?.record ?? null
  useOpenPush(push)
  const title = id
    ? t('pushNotifications:nav.routes.pushNotifications.edit.title')
    : t('pushNotifications:nav.routes.pushNotifications.create.title')
  return (
    <Screen title={title}>
      {editor.form ? (
        <PushForm form={editor.form} />
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={listPath}
          backLabel={t('pushNotifications:back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
      <PushActionDialog onDeleted={() => navigate(listPath)} />
    </Screen>
  )
}

/** Create and edit push notification (spec section 2): both languages' texts, audience, send time, status. */
export function PushNotificationEditorPage() {
  const { id } = useParams<{ id?: string }>()
  return <PushEditor key={id ?? 'new'} id={id} />
}
