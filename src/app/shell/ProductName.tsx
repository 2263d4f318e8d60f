import { useTranslation } from 'react-i18next'

/** The product's name as the sidebar and the mobile menu head it. */
export function ProductName() {
  const { t } = useTranslation()
  return <span className="font-semibold text-lg text-accent">{t('common:product_name')}</span>
}
