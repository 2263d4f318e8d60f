import { navigateCommand } from './routeCommands'

export const reviewsCommands = [
  navigateCommand('reviews', 'review-approval', {
    keywords: ['reviews', 'ratings', 'approve', 'reject', 'รีวิว', 'อนุมัติ', 'ปฏิเสธ', 'ความคิดเห็น', 'คะแนน'],
    hotKeys: ['g', 'r'],
  }),
]
