// Shows Firebase Cloud Messaging pushes while the back-office is closed or in the background.
// Registered by src/app/notifications/firebaseMessaging.ts only when Firebase web push is configured;
// it loads no SDK (the Content-Security-Policy allows scripts from this origin only).
self.addEventListener('push', (event) => {
  let payload = {}
  try {
    payload = event.data ? event.data.json() : {}
  } catch {
    payload = { notification: { body: event.data ? event.data.text() : '' } }
  }
  const notification = payload.notification || {}
  const data = payload.data || {}
  const title = notification.title || data.topic || 'Back-office'
  event.waitUntil(
    self.registration.showNotification(title, {
      body: notification.body || data.detail || '',
      icon: notification.icon,
      data: { type: data.type },
    }),
  )
})

const TARGETS = {
  REGISTER: '/admin-dashboard/user-management/user-list',
  PAYMENT: '/admin-dashboard/order-management/order-list',
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = TARGETS[event.notification.data?.type] || '/admin-dashboard/home'
  event.waitUntil(self.clients.openWindow(target))
})
