import { definePaths } from '../../domain/routes'

// The bell has no screen of its own (the header shows it on every screen), so the area has no routes; a
// page of notifications would declare its route here.
export const notificationsPaths = definePaths('notifications', {})
