import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { Pagination } from './Pagination'
import type { PageSize } from './pagedList'

function Pager({
  total,
  totalCapped = false,
  initialPage,
  disabled,
}: {
  total: number
  totalCapped?: boolean
  initialPage: number
  disabled: boolean
}) {
  const [page, setPage] = useState(initialPage)
  const [limit, setLimit] = useState<PageSize>(10)
  return (
    <Pagination
      page={page}
      limit={limit}
      total={total}
      totalCapped={totalCapped}
      onPage={setPage}
      onLimit={(size) => {
        setLimit(size)
        setPage(1)
      }}
      disabled={disabled}
    />
  )
}

const meta = {
  title: 'UI/Pagination',
  component: Pager,
  args: { total: 23, initialPage: 1, disabled: false },
} satisfies Meta<typeof Pager>

export default meta
type Story = StoryObj<typeof meta>

export const FirstPage: Story = {}
/** Thousands of pages stay one line: the first, the last, and those around the current one. */
export const ManyPages: Story = { args: { total: 20_000, initialPage: 1000 } }
/** A search matching more rows than are counted: the total reads "1,000+". */
export const CappedSearch: Story = { args: { total: 1000, totalCapped: true, initialPage: 3 } }
export const OnePage: Story = { args: { total: 7 } }
export const NoRows: Story = { args: { total: 0 } }
/** While the first page loads, nothing can be pressed. */
export const Disabled: Story = { args: { disabled: true } }
