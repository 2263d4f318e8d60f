import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'wouter'
import { type MemberDetail, readMember, updateMember } from '../../api/members'
import { COUNTRIES, TEXT_MAX_LENGTH } from '../../domain/constants'
import { GENDERS, MEMBER_STATUSES } from '../../domain/members'
import { nameIn } from '../../domain/orders'
import { digitsOnly } from '../../domain/validators'
import { SCREEN_TOAST_DURATION_MS, showToast } from '../../stores/toasts'
import { Button, buttonStyles } from '../../ui/Button'
import { FormAlert } from '../../ui/FormAlert'
import { PhoneField } from '../../ui/PhoneField'
import { RecordStates, Screen } from '../../ui/ScreenStates'
import { SelectField } from '../../ui/SelectField'
import { StaleNotice } from '../../ui/StaleNotice'
import { TextField } from '../../ui/TextField'
import { ToggleSwitch } from '../../ui/ToggleSwitch'
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog'
import { UnsavedNote } from '../../ui/UnsavedNote'
import { type EditorForm, useEditor } from '../../ui/useEditor'
import { MemberAddresses } from './MemberAddresses'
import { MemberFacts } from './MemberFacts'
import {
  MEMBER_EDIT_FIELDS,
  type MemberEditField,
  type MemberEditValues,
  memberEditValues,
  toMemberUpdate,
  validateMemberEdit,
} from './memberEditForm'
import { useOpenMember } from './openMember'
import { usersPaths } from './users.paths'

const PHONE_MAX_LENGTH = 15
const card = 'space-y-4 rounded-2xl border border-line bg-surface p-5 shadow-sm'

interface MemberFormProps {
  form: EditorForm<MemberEditValues, MemberEditField, MemberDetail>
  onReload(): void
}

function MemberForm({ form, onReload }: MemberFormProps) {
  const { t } = useTranslation()
  const { values, record: member, change, errorOf } = form
  const text = (field: 'firstNameTh' | 'lastNameTh' | 'firstNameEn' | 'lastNameEn', label: string) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      maxLength={TEXT_MAX_LENGTH}
      autoComplete="off"
      onChange={(event) => change({ [field]: event.target.value })}
      error={errorOf(field)}
    />
  )
  return (
    <form ref={form.ref} noValidate onSubmit={form.submit} className="space-y-5">
      <section aria-label={t('users:edit.personal')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('users:edit.personal')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('firstNameTh', t('users:fields.first_name_th'))}
          {text('lastNameTh', t('users:fields.last_name_th'))}
          {text('firstNameEn', t('users:fields.first_name_en'))}
          {text('lastNameEn', t('users:fields.last_name_en'))}
          <SelectField
            label={t('users:fields.gender')}
            name="gender"
            value={values.gender}
            placeholder={t('users:fields.gender_unset')}
            options={GENDERS.map((gender) => ({ value: gender, label: t(`users:gender.${gender}`) }))}
            onChange={(event) => change({ gender: event.target.value as MemberEditValues['gender'] })}
            error={errorOf('gender')}
          />
          <TextField
            label={t('users:fields.date_of_birth')}
            name="dateOfBirth"
            type="date"
            value={values.dateOfBirth}
            max={new Date().toISOString().slice(0, 10)}
            onChange={(event) => change({ dateOfBirth: event.target.value })}
            error={errorOf('dateOfBirth')}
          />
          <SelectField
            label={t('users:fields.citizenship')}
            name="citizenship"
            value={values.citizenship}
            options={COUNTRIES.map((country) => ({
              value: country.code,
              label: t(`users:nationality.${country.code}`),
            }))}
            onChange={(event) => change({ citizenship: event.target.value })}
            error={errorOf('citizenship')}
          />
          <TextField
            label={t('users:fields.email')}
            name="email"
            type="email"
            value={values.email}
            maxLength={TEXT_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => change({ email: event.target.value })}
            error={errorOf('email')}
          />
        </div>
        <PhoneField
          code={values.phoneCode}
          number={values.phoneNumber}
          codeName="phoneCode"
          numberName="phoneNumber"
          onCodeChange={(phoneCode) => change({ phoneCode })}
          onNumberChange={(phoneNumber) => change({ phoneNumber: digitsOnly(phoneNumber, PHONE_MAX_LENGTH) })}
          error={errorOf('phoneNumber')}
        />
      </section>
      <section aria-label={t('users:edit.membership_settings')} className={card}>
        <h2 className="font-semibold text-fg text-lg">{t('users:edit.membership_settings')}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('users:fields.status')}
            name="status"
            value={values.status}
            options={MEMBER_STATUSES.map((status) => ({ value: status, label: t(`ui:status.${status}`) }))}
            onChange={(event) => change({ status: event.target.value as MemberEditValues['status'] })}
            error={errorOf('status')}
          />
          <TextField
            label={t('users:fields.expiry')}
            name="expiredDate"
            type="date"
            value={values.expiredDate}
            onChange={(event) => change({ expiredDate: event.target.value })}
            error={errorOf('expiredDate')}
          />
        </div>
        <ToggleSwitch
          label={t('users:fields.matching')}
          description={t('users:fields.matching_hint')}
          checked={values.matching}
          onChange={(matching) => change({ matching })}
        />
      </section>
      <MemberAddresses form={form} />
      {form.stale ? (
        <StaleNotice
          title={t('users:edit.stale_title')}
          message={t('users:edit.stale_message', { memberId: member.memberId })}
          reloadLabel={t('users:edit.stale_reload')}
          onReload={onReload}
        />
      ) : (
        <FormAlert message={form.formError} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={form.busy} className="sm:w-auto">
          {form.busy ? t('ui:saving') : t('users:edit.save')}
        </Button>
        <Link href={usersPaths.hrefOf('users.list')} className={buttonStyles.secondary}>
          {t('users:edit.cancel')}
        </Link>
        <UnsavedNote dirty={form.dirty} />
      </div>
    </form>
  )
}

function MemberEditor({ id, onReload }: { id: string; onReload(): void }) {
  const { t, i18n } = useTranslation()
  const [, navigate] = useLocation()
  const editor = useEditor<MemberEditValues, MemberEditField, MemberDetail, MemberDetail>({
    fields: MEMBER_EDIT_FIELDS,
    validate: validateMemberEdit,
    load: async () => {
      const member = await readMember(id)
      return { record: member, values: memberEditValues(member) }
    },
    save: async (values, member) => {
      return updateMember(member._id, toMemberUpdate(values, member))
    },
    onSaved: (saved) => {
      showToast({ text: t('users:edit.saved', { memberId: saved.memberId }) }, 'success', {
        durationMs: SCREEN_TOAST_DURATION_MS,
      })
      navigate(usersPaths.hrefOf('users.list'))
    },
    undo: { kind: 'member', recordIdOf: (member) => member._id },
  })
  const member = editor.form?.record
  useOpenMember(member ? { _id: member._id, memberId: member.memberId } : null)
  return (
    <Screen
      title={
        member
          ? t('users:edit.title_of', { name: nameIn(member.name, i18n.language) || member.memberId })
          : t('users:nav.routes.users.edit.title')
      }
      intro={member ? t('users:edit.intro', { memberId: member.memberId }) : undefined}
    >
      {editor.form && member ? (
        <>
          <MemberFacts member={member} />
          <MemberForm form={editor.form} onReload={onReload} />
        </>
      ) : (
        <RecordStates
          status={editor.status === 'ready' ? 'loading' : editor.status}
          onRetry={editor.retry}
          backHref={usersPaths.hrefOf('users.list')}
          backLabel={t('users:edit.back')}
        />
      )}
      <UnsavedChangesDialog leave={editor.leave} />
    </Screen>
  )
}

/** Edit user information (spec section 2): a member's details, membership, addresses; sign-in factors and sponsor shown. */
export function EditMemberPage() {
  const { id = '' } = useParams<{ id?: string }>()
  // Loading the latest version after a stale save starts the editor again from the server's copy.
  const [loads, setLoads] = useState(0)
  return <MemberEditor key={`${id}:${loads}`} id={id} onReload={() => setLoads((count) => count + 1)} />
}
